import { AttachmentBuilder, escapeMarkdown, type APIEmbedField, type ChatInputCommandInteraction, type InteractionReplyOptions } from "discord.js";
import { range } from "../kinds/generate/limits.js";
import { creditsResetAt } from "../db/credits.js";
import { SETTINGS_LIMITS as L, type GuildSettings, type MemberCredits } from "../db/store.js";
import type { WorkflowStore } from "../db/workflows.js";
import { UserError } from "../errors.js";
import { checkText } from "../options.js";
import { checkBannedTerm, termKey } from "../rules/banned-terms.js";
import { withoutNegativeInput } from "../rules/negative-prompt.js";
import { relativeTime } from "./render.js";
import type { SettingsChange } from "./settings-changes.js";

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
const terms = (n: number) => (n === 1 ? "1 banned term" : `${n} banned terms`);

/**
 * The server's own rules among `/settings`' changes (banned terms, negative prompt, credit budget);
 * undefined for any other subcommand.
 */
export async function rulesChange(interaction: ChatInputCommandInteraction<"cached">, workflows: WorkflowStore): Promise<SettingsChange | undefined> {
  const o = interaction.options;
  const group = o.getSubcommandGroup();
  const sub = o.getSubcommand();
  if (group === "banned-terms") return bannedTermsChange(sub, () => checkBannedTerm(o.getString("term", true)));
  if (sub === "negative-prompt") {
    const given = o.getString("text");
    const negativePrompt = given === null ? null : checkText("text", given, { max: L.negativePrompt.max });
    const without = negativePrompt === null ? [] : withoutNegativeInput(await workflows.list(interaction.guildId));
    const note = without.length
      ? ` Saved workflows without a negative input run without it: ${without.map((name) => `\`${name}\``).join(", ")} (\`/workflow map\` can give one).`
      : "";
    return {
      patch: () => ({ negativePrompt }),
      confirm: (s) =>
        s.negativePrompt === null
          ? "Saved. `/generate` adds no negative prompt of this server's."
          : `Saved. Every \`/generate\` now adds ${shown(s.negativePrompt)} to its negative prompt.${note}`,
    };
  }
  if (sub === "credit-budget") {
    const parsed = Budget.safeParse(o.getInteger("credits"));
    if (!parsed.success) throw new UserError(parsed.error.issues.map((issue) => issue.message).join("\n"));
    const creditBudget = parsed.data;
    return {
      patch: () => ({ creditBudget }),
      confirm: (s) =>
        s.creditBudget === null
          ? "Saved. This server sets no monthly credit budget."
          : `Saved. Once this server's jobs have used ${s.creditBudget === 1 ? "1 credit" : `${s.creditBudget} credits`} in a month (UTC), video jobs are refused until the next month.`,
    };
  }
  return undefined;
}

function bannedTermsChange(sub: string, read: () => { term: string; key: string }): SettingsChange {
  if (sub === "clear") return { patch: () => ({ bannedTerms: [] }), confirm: () => "Saved. This server bans no terms." };
  const { term, key } = read();
  if (sub === "remove") {
    return {
      patch: (current) => {
        // Any spelling of a term removes it: "CAFÉ" removes "cafe".
        const left = current.bannedTerms.filter((t) => termKey(t) !== key);
        if (left.length === current.bannedTerms.length) {
          throw new UserError(`\`term\`: ${shown(term)} is not a banned term here (\`/settings banned-terms list\` shows them).`);
        }
        return { bannedTerms: left };
      },
      confirm: (s) => `Saved. ${shown(term)} is no longer refused (${terms(s.bannedTerms.length)} left).`,
    };
  }
  let already = false;
  return {
    patch: (current) => {
      already = current.bannedTerms.some((t) => termKey(t) === key);
      if (already) return {};
      if (current.bannedTerms.length >= L.bannedTerms.max) {
        throw new UserError(`\`term\`: at most ${L.bannedTerms.max} terms can be banned. Remove one first.`);
      }
      return { bannedTerms: [...current.bannedTerms, term] };
    },
    confirm: (s) =>
      `Saved. ${shown(term)} ${already ? "was already" : "is now"} refused in every text a member sends (${terms(s.bannedTerms.length)} of ${L.bannedTerms.max}).`,
  };
}

const LIST_MAX = 1800;

/** `/settings banned-terms list`, for the members who may change it: as text, or as a file when long. */
export function bannedTermsList(settings: GuildSettings): Pick<InteractionReplyOptions, "content" | "files"> {
  const list = settings.bannedTerms;
  if (list.length === 0) return { content: "This server bans no terms. Add one with `/settings banned-terms add`." };
  const head = `Banned terms (${list.length} of ${L.bannedTerms.max}), matched as whole words whatever their case and accents:`;
  const inline = list.map((t) => shown(t)).join(", ");
  if (head.length + inline.length < LIST_MAX) return { content: `${head}\n${inline}` };
  return { content: `${head} see the attached file, one a line.`, files: [new AttachmentBuilder(Buffer.from(`${list.join("\n")}\n`), { name: "banned-terms.txt" })] };
}

/** The rules' lines of `/settings show`. The terms themselves are listed only to those who may change them. */
export function rulesFields(settings: GuildSettings, used: number, top: MemberCredits[], now = new Date()): APIEmbedField[] {
  const budget = settings.creditBudget === null ? " (no monthly budget)" : ` of ${settings.creditBudget}`;
  return [
    { name: "Banned terms", value: settings.bannedTerms.length ? `${terms(settings.bannedTerms.length)} (\`/settings banned-terms list\`)` : "none", inline: true },
    { name: "Negative prompt", value: settings.negativePrompt === null ? "none" : shown(settings.negativePrompt, 1000), inline: true },
    { name: "Credits this month", value: `${used}${budget}; the count resets ${relativeTime(creditsResetAt(now).getTime())}` },
    { name: "Top members this month", value: top.length ? top.map((m) => `<@${m.userId}> ${m.credits}`).join(" · ") : "nobody has used credits yet" },
  ];
}
