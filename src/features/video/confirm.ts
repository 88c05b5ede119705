import { randomUUID } from "node:crypto";
import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  MessageFlags,
  type ButtonInteraction,
  type ChatInputCommandInteraction,
} from "discord.js";
import type { Context } from "../context.js";
import { applicantOf } from "../../discord/routing/applicant.js";
import { fromInteraction } from "../../discord/job-message/origin.js";
import { NO_MENTIONS } from "../../discord/render/render.js";
import { UserError } from "../../errors.js";
import { privateLocale, t, text } from "./texts/index.js";
import type { PreparedVideo } from "./request.js";
import { videoRules } from "./rules.js";
import { videoKind } from "./kind.js";
import { ack } from "../../discord/routing/acknowledge.js";

/** What `is_rec` adds to a video's cost, in credits (the service's price list). */
export const IS_REC_CREDITS = 10;
/** How long a confirmation waits for its member. */
const CONFIRM_MINUTES = 10;
const CONFIRM_MS = CONFIRM_MINUTES * 60_000;

/**
 * Requests waiting for their member's confirmation. They hold the checked attachments (Discord
 * URLs that expire) and nothing of them is a job yet, so they live in this process only: a
 * restart, or ten minutes, forgets them and the button says so instead of guessing. Kept per running
 * bot (its job runner), so a bot started again in the same process forgets them too.
 */
type Waiting = Map<string, { prepared: PreparedVideo; userId: string; until: number; used?: boolean }>;
const waitingOf = new WeakMap<object, Waiting>();
function waiting(ctx: Pick<Context, "jobs">): Waiting {
  let map = waitingOf.get(ctx.jobs);
  if (!map) waitingOf.set(ctx.jobs, (map = new Map() as Waiting));
  return map;
}

export const confirmId = (token: string) => `video:rec:${token}`;

/** A video with `is_rec`: says what it costs more and asks for a confirmation before anything is sent. */
export async function askToConfirm(
  interaction: ChatInputCommandInteraction,
  ctx: Pick<Context, "jobs">,
  prepared: PreparedVideo,
): Promise<void> {
  const now = Date.now();
  const waits = waiting(ctx);
  for (const [token, entry] of waits) if (entry.until <= now) waits.delete(token);
  const token = randomUUID();
  waits.set(token, { prepared, userId: interaction.user.id, until: now + CONFIRM_MS });
  const locale = privateLocale(interaction);
  const label = t(locale, "rules.recConfirm", { credits: IS_REC_CREDITS });
  const button = new ButtonBuilder().setCustomId(confirmId(token)).setLabel(label).setStyle(ButtonStyle.Primary);
  await ack.reply(interaction, {
    content: t(locale, "rules.recQuestion", { credits: IS_REC_CREDITS, minutes: CONFIRM_MINUTES }),
    components: [new ActionRowBuilder<ButtonBuilder>().addComponents(button)],
    flags: MessageFlags.Ephemeral,
    allowedMentions: NO_MENTIONS,
  });
}

/** The Confirm button: starts the waiting video (admitted now, under the rules as they are now). */
export async function confirmVideo(interaction: ButtonInteraction, ctx: Context, token: string): Promise<void> {
  const waits = waiting(ctx);
  const entry = waits.get(token);
  if (!entry || entry.until <= Date.now()) {
    waits.delete(token);
    throw new UserError(text("rules.recExpired", { minutes: CONFIRM_MINUTES }));
  }
  if (entry.userId !== interaction.user.id) throw new UserError(text("rules.recNotYours"));
  // A second press of a Confirm already used says so (kept until the confirmation would have expired).
  if (entry.used) throw new UserError(text("rules.recUsed"));
  entry.used = true;
  await ctx.jobs.start(
    videoKind,
    entry.prepared,
    fromInteraction(interaction),
    applicantOf(interaction, undefined, videoRules(entry.prepared.params)),
  );
}
