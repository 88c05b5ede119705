import {
  AttachmentBuilder,
  escapeMarkdown,
  type APIEmbedField,
  type ChatInputCommandInteraction,
  type InteractionReplyOptions,
} from "discord.js";
import { range } from "../../workflows/run-limits.js";
import { creditsResetAt } from "../../db/credits.js";
import { SETTINGS_LIMITS as L, type GuildSettings, type MemberCredits } from "../../db/store.js";
import type { WorkflowStore } from "../../db/workflows.js";
import { UserError } from "../../errors.js";
import { formatNumber, option, t, text } from "./texts/index.js";
import { checkText } from "../../member-input/options.js";
import { checkBannedTerm, termKey } from "../../rules/banned-terms.js";
import { withoutNegativeInput } from "../../rules/negative-prompt.js";
import { relativeTime } from "../../i18n/format.js";
import type { SettingsChange } from "./change.js";

/**
 * A term or prompt as typed, in quotes, its markdown escaped so that it does nothing: at most `max`
 * characters once escaped (escaping can double a text), cut between characters, never inside one.
 */
function shown(text: string, max = 200): string {
  let chars = [...text];
  let out = escapeMarkdown(text);
  while (out.length > max) {
    chars = chars.slice(0, Math.max(0, chars.length - Math.ceil((out.length - max) / 2) - 1));
    out = `${escapeMarkdown(chars.join(""))}…`;
  }
  return `"${out}"`;
}
const Budget = range("credits", L.creditBudget.min, L.creditBudget.max).nullable();

/**
 * The server's own rules among `/settings`' changes (banned terms, negative prompt, credit budget);
 * undefined for any other subcommand.
 */
export async function rulesChange(
  interaction: ChatInputCommandInteraction<"cached">,
  workflows: WorkflowStore,
): Promise<SettingsChange | undefined> {
  const o = interaction.options;
  const group = o.getSubcommandGroup();
  const sub = o.getSubcommand();
  if (group === "banned-terms") return bannedTermsChange(sub, () => checkBannedTerm(o.getString("term", true)));
  if (sub === "negative-prompt") {
    const given = o.getString("text");
    const negativePrompt =
      given === null ? null : checkText(option("settings.negative-prompt.text"), given, { max: L.negativePrompt.max });
    const without = negativePrompt === null ? [] : withoutNegativeInput(await workflows.list(interaction.guildId));
    const workflowNames = without.map((name) => `\`${name}\``);
    return {
      patch: () => ({ negativePrompt }),
      confirm: (s, locale) => {
        if (s.negativePrompt === null) return t(locale, "rules.negativeNone");
        const saved = shown(s.negativePrompt);
        return workflowNames.length
          ? t(locale, "rules.negativeSavedWithout", { text: saved, workflows: workflowNames })
          : t(locale, "rules.negativeSaved", { text: saved });
      },
    };
  }
  if (sub === "credit-budget") {
    const parsed = Budget.safeParse(o.getInteger("credits"));
    if (!parsed.success)
      throw new UserError(text("rules.budgetRange", { min: L.creditBudget.min, max: L.creditBudget.max }));
    const creditBudget = parsed.data;
    return {
      patch: () => ({ creditBudget }),
      confirm: (s, locale) =>
        s.creditBudget === null
          ? t(locale, "rules.budgetNone")
          : t(locale, "rules.budgetSaved", { count: s.creditBudget }),
    };
  }
  return undefined;
}

function bannedTermsChange(sub: string, read: () => { term: string; key: string }): SettingsChange {
  if (sub === "clear")
    return { patch: () => ({ bannedTerms: [] }), confirm: (_, locale) => t(locale, "rules.termsCleared") };
  const { term, key } = read();
  if (sub === "remove") {
    return {
      patch: (current) => {
        // Any spelling of a term removes it: "CAFÉ" removes "cafe".
        const left = current.bannedTerms.filter((t) => termKey(t) !== key);
        if (left.length === current.bannedTerms.length)
          throw new UserError(text("rules.termNotBanned", { term: shown(term) }));
        return { bannedTerms: left };
      },
      confirm: (s, locale) => t(locale, "rules.termRemoved", { term: shown(term), count: s.bannedTerms.length }),
    };
  }
  let already = false;
  return {
    patch: (current) => {
      already = current.bannedTerms.some((t) => termKey(t) === key);
      if (already) return {};
      if (current.bannedTerms.length >= L.bannedTerms.max)
        throw new UserError(text("rules.termsFull", { max: L.bannedTerms.max }));
      return { bannedTerms: [...current.bannedTerms, term] };
    },
    confirm: (s, locale) =>
      t(locale, already ? "rules.termAlready" : "rules.termAdded", {
        term: shown(term),
        count: s.bannedTerms.length,
        max: L.bannedTerms.max,
      }),
  };
}

const LIST_MAX = 1800;

/** `/settings banned-terms list`, for the members who may change it, in their language: as text, or as a file when long. */
export function bannedTermsList(
  settings: GuildSettings,
  locale: string,
): Pick<InteractionReplyOptions, "content" | "files"> {
  const list = settings.bannedTerms;
  if (list.length === 0) return { content: t(locale, "rules.listEmpty") };
  const counts = { count: list.length, max: L.bannedTerms.max };
  const head = t(locale, "rules.listHead", counts);
  const inline = list.map((t) => shown(t)).join(", ");
  if (head.length + inline.length < LIST_MAX) return { content: `${head}\n${inline}` };
  return {
    content: t(locale, "rules.listHeadFile", counts),
    files: [new AttachmentBuilder(Buffer.from(`${list.join("\n")}\n`), { name: "banned-terms.txt" })],
  };
}

/**
 * The rules' lines of `/settings show`, in the viewer's language. The terms themselves are listed
 * only to those who may change them (`mayList`): no one else is pointed at the list.
 */
export function rulesFields(
  settings: GuildSettings,
  used: number,
  top: MemberCredits[],
  locale: string,
  mayList: boolean,
  now = new Date(),
): APIEmbedField[] {
  const resetsAt = relativeTime(creditsResetAt(now).getTime());
  const terms = settings.bannedTerms.length;
  return [
    {
      name: t(locale, "show.bannedTerms"),
      value: terms
        ? t(locale, mayList ? "show.bannedTermsValue" : "show.bannedTermsCount", { count: terms })
        : t(locale, "common.none"),
      inline: true,
    },
    {
      name: t(locale, "show.negativePrompt"),
      value: settings.negativePrompt === null ? t(locale, "common.none") : shown(settings.negativePrompt, 1000),
      inline: true,
    },
    {
      name: t(locale, "show.creditsMonth"),
      value:
        settings.creditBudget === null
          ? t(locale, "show.creditsNoBudget", { used, resetsAt })
          : t(locale, "show.creditsBudget", { used, budget: settings.creditBudget, resetsAt }),
    },
    {
      name: t(locale, "show.topMembers"),
      value: top.length
        ? top.map((m) => `<@${m.userId}> ${formatNumber(locale, m.credits)}`).join(" · ")
        : t(locale, "show.topNobody"),
    },
  ];
}
