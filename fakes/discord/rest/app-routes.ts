import type { FakeContext, RegisteredCommand } from "../context.js";
import { invalidForm, unknownWebhook } from "../errors.js";
import { snowflake } from "../ids.js";
import type { Router } from "./router.js";

/** `GET /gateway/bot` and command registration (global and per guild). */
export function addAppRoutes(router: Router, ctx: FakeContext, gatewayUrl: () => string, shards = 1): void {
  // max_concurrency as for a large bot: every shard may identify at once, so tests need not wait 5 s per shard.
  router.add("GET", "/gateway/bot", { group: "default", major: [], auth: "bot" }, () => ({
    status: 200,
    body: {
      url: gatewayUrl(),
      shards,
      session_start_limit: { total: 1000, remaining: 1000, reset_after: 0, max_concurrency: shards },
    },
  }));

  const scopes: Array<[string, (params: Record<string, string>) => string]> = [
    ["/applications/:app/commands", () => "global"],
    ["/applications/:app/guilds/:guild/commands", (params) => params.guild!],
  ];
  for (const [path, scopeOf] of scopes) {
    const options = { group: "commands", major: path.includes(":guild") ? ["guild"] : [], auth: "bot" } as const;
    const scope = (params: Record<string, string>) => {
      if (params.app !== ctx.applicationId) throw unknownWebhook();
      return scopeOf(params);
    };
    router.add("GET", path, options, ({ params }) => ({ status: 200, body: ctx.commands.get(scope(params)) ?? [] }));
    router.add("PUT", path, options, ({ params, body }) => {
      if (!Array.isArray(body)) throw invalidForm("_root", "BASE_TYPE_ARRAY", "Must be an array.");
      return { status: 200, body: registerAll(ctx, scope(params), body) };
    });
    router.add("POST", path, options, ({ params, body }) => {
      const command = register(ctx, scope(params), body, "");
      const others = (ctx.commands.get(scope(params)) ?? []).filter((c) => c.name !== command.name);
      ctx.commands.set(scope(params), [...others, command]);
      return { status: 201, body: command };
    });
  }
}

const LOCALES = new Set([
  "id",
  "da",
  "de",
  "en-GB",
  "en-US",
  "es-ES",
  "es-419",
  "fr",
  "hr",
  "it",
  "lt",
  "hu",
  "nl",
  "no",
  "pl",
  "pt-BR",
  "ro",
  "fi",
  "sv-SE",
  "vi",
  "tr",
  "cs",
  "el",
  "bg",
  "ru",
  "uk",
  "hi",
  "th",
  "zh-CN",
  "ja",
  "zh-TW",
  "ko",
]);
const SLASH_NAME = /^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;

/** Discord's rules for `name_localizations` / `description_localizations`, down to every option and choice. */
function checkLocalizations(item: any, prefix: string, slash: boolean): void {
  const each = (map: unknown, field: string, ok: (text: string) => boolean, code: string) => {
    for (const [locale, text] of Object.entries((map ?? {}) as Record<string, unknown>)) {
      if (!LOCALES.has(locale))
        throw invalidForm(`${prefix}${field}.${locale}`, "LOCALE_INVALID", `Invalid locale ${locale}`);
      if (typeof text !== "string" || !ok(text))
        throw invalidForm(`${prefix}${field}.${locale}`, code, `Invalid ${field}`);
    }
  };
  const slashName = (text: string) => SLASH_NAME.test(text) && text === text.toLowerCase();
  each(
    item.name_localizations,
    "name_localizations",
    slash ? slashName : (text) => /^.{1,32}$/u.test(text),
    "APPLICATION_COMMAND_INVALID_NAME",
  );
  if (slash)
    each(
      item.description_localizations,
      "description_localizations",
      (text) => text.length >= 1 && text.length <= 100,
      "BASE_TYPE_BAD_LENGTH",
    );
  (item.choices ?? []).forEach((choice: any, i: number) =>
    each(
      choice.name_localizations,
      `choices.${i}.name_localizations`,
      (text) => text.length >= 1 && text.length <= 100,
      "BASE_TYPE_BAD_LENGTH",
    ),
  );
  (item.options ?? []).forEach((option: any, i: number) => checkLocalizations(option, `${prefix}options.${i}.`, slash));
}

/** A bulk overwrite of one scope ("global" or a guild id), as `PUT .../commands` does; returns what is registered. */
export function registerAll(ctx: FakeContext, scope: string, commands: unknown[]): RegisteredCommand[] {
  const registered = commands.map((command, i) => register(ctx, scope, command, `${i}`));
  ctx.commands.set(scope, registered);
  return registered;
}

/** Keeps a command's id across re-registration, like Discord's upsert by name. */
function register(ctx: FakeContext, scope: string, command: any, at: string): RegisteredCommand {
  const prefix = at ? `${at}.` : "";
  const type = command?.type ?? 1;
  // Chat commands are lower case without spaces; context menu names are free text.
  const namePattern = type === 1 ? /^[-_\p{Ll}\p{Lo}\p{N}]{1,32}$/u : /^.{1,32}$/u;
  if (typeof command?.name !== "string" || !namePattern.test(command.name))
    throw invalidForm(`${prefix}name`, "APPLICATION_COMMAND_INVALID_NAME", "Command name is invalid");
  if (
    type === 1 &&
    (typeof command.description !== "string" || command.description.length < 1 || command.description.length > 100)
  ) {
    throw invalidForm(`${prefix}description`, "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 100 in length.");
  }
  checkLocalizations(command, prefix, type === 1);
  const installs = checkedList(command.integration_types, [0, 1], `${prefix}integration_types`);
  const contexts = checkedList(command.contexts, [0, 1, 2], `${prefix}contexts`);
  const existing = ctx.commands.get(scope)?.find((c) => c.name === command.name && c.type === type);
  return {
    ...command,
    type,
    id: existing?.id ?? snowflake(),
    application_id: ctx.applicationId,
    version: snowflake(),
    // Where Discord offers it: a server's install by default, in every context of its installs.
    integration_types: installs ?? [0],
    contexts: contexts ?? null,
    ...(scope === "global" ? {} : { guild_id: scope }),
  };
}

/** `integration_types` / `contexts`: absent or null, else a list of known values, each once. */
function checkedList(value: unknown, known: number[], field: string): number[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) throw invalidForm(field, "BASE_TYPE_ARRAY", "Must be an array.");
  value.forEach((item, i) => {
    if (!known.includes(item as number) || value.indexOf(item) !== i)
      throw invalidForm(`${field}.${i}`, "BASE_TYPE_CHOICES", `Value must be one of (${known.join(", ")}).`);
  });
  return value as number[];
}
