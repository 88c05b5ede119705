import { option, privateLocale, publicLocale, t, text, type Locale } from "./texts/index.js";
import { SlashCommandBuilder, type ButtonInteraction, type ChatInputCommandInteraction } from "discord.js";
import { infoView, providesView, searchView } from "./views.js";
import { UserError } from "../../errors.js";
import { checkText } from "../../member-input/options.js";
import { ACCELERATOR_CHOICES, NODE_LIMITS as L, OS_CHOICES } from "../../registry/limits.js";
import type { PackInfo, SearchQuery } from "../../registry/lookup.js";
import type { Command, ComponentHandler, Context } from "../context.js";
import { choices } from "../../discord/render/choices.js";
import { ack } from "../../discord/routing/acknowledge.js";

const data = new SlashCommandBuilder()
  .setName("node")
  .setDescription("Look up community node packs in the registry")
  .addSubcommand((s) =>
    s
      .setName("search")
      .setDescription("Search node packs")
      .addStringOption((o) =>
        o
          .setName("query")
          .setDescription("Words in the pack's name, id, description or tags")
          .setRequired(true)
          .setMinLength(L.query.min)
          .setMaxLength(L.query.max),
      )
      .addStringOption((o) =>
        o
          .setName("os")
          .setDescription("Only packs that support this OS")
          .addChoices(...choices(OS_CHOICES)),
      )
      .addStringOption((o) =>
        o
          .setName("accelerator")
          .setDescription("Only packs that support this accelerator")
          .addChoices(...choices(ACCELERATOR_CHOICES)),
      ),
  )
  .addSubcommand((s) =>
    s
      .setName("info")
      .setDescription("A pack's details, versions and node classes")
      .addStringOption((o) =>
        o.setName("id").setDescription("The pack's id").setRequired(true).setMaxLength(L.id.max).setAutocomplete(true),
      ),
  )
  .addSubcommand((s) =>
    s
      .setName("provides")
      .setDescription("Which pack provides a node class")
      .addStringOption((o) =>
        o
          .setName("class_name")
          .setDescription("The node class, as in a workflow's class_type")
          .setRequired(true)
          .setMaxLength(L.className.max),
      ),
  );

/** Anywhere: the registry is the same for everyone (no key, no server). */
export const nodeCommand = {
  data,
  reach: "anywhere",
  async execute(interaction, ctx) {
    const sub = interaction.options.getSubcommand();
    if (sub === "search") return search(interaction, ctx);
    if (sub === "info") return info(interaction, ctx);
    const className = checkText(
      option("node.provides.class_name"),
      interaction.options.getString("class_name", true),
      L.className,
    );
    await ack.defer(interaction);
    const [locale, node] = await Promise.all([replyLocale(interaction, ctx), ctx.registry.provides(className)]);
    await ack.edit(interaction, providesView(locale, className, node));
  },
  async autocomplete(interaction, ctx) {
    const typed = interaction.options.getFocused().trim().slice(0, L.query.max);
    // Autocomplete fires on every keystroke: text that is not a query is answered with nothing.
    const nodes = /\p{Cc}/u.test(typed) ? [] : await ctx.registry.suggest(typed);
    await ack.choices(
      interaction,
      nodes.slice(0, 25).map((n) => ({ name: `${n.name ?? n.id} (${n.id})`.slice(0, 100), value: n.id.slice(0, 100) })),
    );
  },
} satisfies Command;

async function search(interaction: ChatInputCommandInteraction, ctx: Context): Promise<void> {
  const o = interaction.options;
  const query: SearchQuery = {
    query: checkText(option("node.search.query"), o.getString("query", true), L.query),
    page: 1,
  };
  const os = choice("os", o.getString("os"), OS_CHOICES);
  const accelerator = choice("accelerator", o.getString("accelerator"), ACCELERATOR_CHOICES);
  if (os) query.os = os;
  if (accelerator) query.accelerator = accelerator;
  await ack.defer(interaction);
  const [locale, list] = await Promise.all([replyLocale(interaction, ctx), ctx.registry.search(query)]);
  await ack.edit(interaction, searchView(locale, query, list));
}

async function info(interaction: ChatInputCommandInteraction, ctx: Context): Promise<void> {
  const id = checkText(option("node.info.id"), interaction.options.getString("id", true), L.id);
  await ack.defer(interaction);
  const [locale, pack] = await Promise.all([replyLocale(interaction, ctx), ctx.registry.info(id)]);
  if (!pack) {
    // A refusal is private, as every other: the public "thinking" reply goes, the member alone reads why.
    const said = `⚠️ ${t(interaction.locale, "node.noPack", { id })}`;
    if (!(await ack.takeBack(interaction, said))) throw new UserError(text("node.noPack", { id }));
    return;
  }
  await ack.edit(interaction, await packView(ctx, locale, id, 1, pack));
}

/** A `/node` answer is public: it speaks the server's language, as a job's message does; elsewhere the member's. */
async function replyLocale(
  interaction: ChatInputCommandInteraction | ButtonInteraction,
  ctx: Context,
): Promise<Locale> {
  if (!interaction.inCachedGuild()) return privateLocale(interaction);
  const { language } = await ctx.settings.get(interaction.guildId);
  return publicLocale(language, interaction.guild);
}

async function packView(ctx: Context, locale: Locale, id: string, page: number, known?: PackInfo) {
  const pack = known ?? (await ctx.registry.info(id));
  if (!pack) throw new UserError(text("node.noPack", { id }));
  const classes = pack.latest ? await ctx.registry.classes(id, pack.latest, page) : undefined;
  return infoView(locale, pack, classes, page);
}

function choice<T extends string>(field: string, value: string | null, allowed: readonly T[]): T | undefined {
  if (value === null || value === "") return undefined;
  if (!(allowed as readonly string[]).includes(value))
    throw new UserError(text("check.oneOf", { field: option(`node.search.${field}`), values: allowed.join(", ") }));
  return value as T;
}

function pageOf(raw: string | undefined): number {
  const page = Number(raw);
  if (!Number.isInteger(page) || page < 1 || page > 10_000) throw new UserError(text("common.buttonGoneRunAgain"));
  return page;
}

export const nodeComponents: ComponentHandler[] = [
  {
    prefix: "node",
    reach: "anywhere",
    async button(interaction, ctx, [kind, rawPage, ...rest]) {
      const page = pageOf(rawPage);
      if (kind === "s") {
        const [os = "", accelerator = "", ...words] = rest;
        // The query may itself hold ":"; it is the rest of the id.
        const query: SearchQuery = { query: checkText(option("node.search.query"), words.join(":"), L.query), page };
        if (os) query.os = choice("os", os, OS_CHOICES)!;
        if (accelerator) query.accelerator = choice("accelerator", accelerator, ACCELERATOR_CHOICES)!;
        await ack.deferUpdate(interaction);
        const [locale, list] = await Promise.all([replyLocale(interaction, ctx), ctx.registry.search(query)]);
        await ack.edit(interaction, searchView(locale, query, list));
        return;
      }
      if (kind === "c") {
        const id = checkText(option("node.info.id"), rest.join(":"), L.id);
        await ack.deferUpdate(interaction);
        await ack.edit(interaction, await packView(ctx, await replyLocale(interaction, ctx), id, page));
        return;
      }
      throw new UserError(text("common.buttonGoneRunAgain"));
    },
  },
];
