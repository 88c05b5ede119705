import {
  PermissionFlagsBits,
  SlashCommandBuilder,
  type AutocompleteInteraction,
  type RepliableInteraction,
} from "discord.js";
import { jobChoices, viewOf } from "../../discord/render/job-choices.js";
import { NO_MENTIONS } from "../../discord/render/render.js";
import { canView, canViewCached } from "../../discord/render/visibility.js";
import { UserError } from "../../errors.js";
import { t, text } from "./texts/index.js";
import type { Command, ComponentHandler, Context } from "../context.js";
import { scopeOf } from "../../discord/routing/scope.js";
import { ack } from "../../discord/routing/acknowledge.js";

const data = new SlashCommandBuilder()
  .setName("cancel")
  .setDescription("Cancel a job that is running or waiting")
  .addStringOption((o) => o.setName("job").setDescription("The job").setRequired(true).setAutocomplete(true));

/** Anywhere: outside servers that added the bot, the member's own jobs there (their scope). */
export const cancelCommand = {
  data,
  reach: "anywhere",
  async execute(interaction, ctx) {
    await cancel(interaction, ctx, interaction.options.getString("job", true));
  },
  async autocomplete(interaction, ctx) {
    const open = await ctx.store.jobs.listForGuild(scopeOf(interaction), { openOnly: true, limit: 100 });
    // Another member's private job is offered neither by prompt nor at all, as /show and /queue do (a manager may still cancel it by id).
    const visible = (job: (typeof open)[number]) =>
      job.replyTokenCiphertext === null && interaction.inCachedGuild() && canViewCached(interaction, job.channelId);
    const mine = open.filter((job) => mayCancel(interaction, job, visible(job)));
    // The prompt, else the kind's title in the member's words ("Upscale 4×").
    const titleOf = (job: (typeof open)[number]) =>
      (job.params as { prompt?: string }).prompt ?? ctx.presenterFor(job.kind).title(viewOf(job, interaction.locale));
    const nameOf = (job: (typeof open)[number]) => `${job.id.slice(0, 8)} · ${oneLine(String(titleOf(job)))}`;
    await ack.choices(interaction, jobChoices(mine, interaction.options.getFocused(), nameOf, false));
  },
} satisfies Command;

export const cancelComponents: ComponentHandler[] = [
  {
    prefix: "job",
    reach: "anywhere",
    async button(interaction, ctx, [action, jobId]) {
      if (action !== "cancel" || jobId === undefined) throw new UserError(text("common.buttonGone"));
      await cancel(interaction, ctx, jobId);
    },
  },
];

type Asking = RepliableInteraction | AutocompleteInteraction;

/**
 * Which jobs a member may see and cancel: their own always (they saw its prompt when they
 * started it), and, with Manage Server, another member's posted in a channel they can view:
 * no prompt or job id from a channel hidden from them is shown.
 */
function mayCancel(interaction: Asking, job: { userId: string }, visible: boolean): boolean {
  if (job.userId === interaction.user.id) return true;
  return visible && interaction.inCachedGuild() && interaction.memberPermissions.has(PermissionFlagsBits.ManageGuild);
}

/** Choice names are one line of at most 100 characters. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").slice(0, 80);
}

/** Only the member who started a job, or one with Manage Server, may cancel it. */
async function cancel(interaction: RepliableInteraction, ctx: Context, jobId: string): Promise<void> {
  const job = await ctx.store.jobs.get(jobId);
  if (!job || job.guildId !== scopeOf(interaction)) throw new UserError(text("cancel.noSuchJob"));
  const own = job.userId === interaction.user.id;
  // Another member's job in a channel hidden from this one is answered as if it did not exist.
  const visible = own || (interaction.inCachedGuild() && (await canView(interaction, job.channelId)));
  if (!visible) throw new UserError(text("cancel.noSuchJob"));
  if (!mayCancel(interaction, job, true)) {
    throw new UserError(text("cancel.notYours"));
  }
  await ack.defer(interaction, { privately: true });
  const user = `<@${interaction.user.id}>`;
  const cancelled = await ctx.jobs.cancel(jobId, {
    message: `Cancelled by ${user}.`,
    text: text("job.cancelledBy", { user }),
  });
  if (!cancelled) throw new UserError(text("cancel.alreadyEnded"));
  await ack.edit(interaction, { content: t(interaction.locale, "cancel.cancelling"), allowedMentions: NO_MENTIONS });
  void settle(interaction, ctx, jobId);
}

/** How often, and how long, the "Cancelling…" reply watches its job end (an interaction's token lasts 15 minutes). */
const SETTLE_POLL_MS = 500;
const SETTLE_MAX_MS = 10 * 60_000;

/**
 * The private "Cancelling…" becomes "Cancelled." once the job has ended (in whichever process
 * follows it), or says that it ended another way first; never left stale.
 */
async function settle(interaction: RepliableInteraction, ctx: Context, jobId: string): Promise<void> {
  const until = Date.now() + SETTLE_MAX_MS;
  try {
    while (Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
      const job = await ctx.store.jobs.get(jobId);
      const status = job?.status;
      if (status === "cancelled" || status === "completed" || status === "failed") {
        const key = status === "cancelled" ? "cancel.done" : "cancel.endedFirst";
        await ack.edit(interaction, { content: t(interaction.locale, key), allowedMentions: NO_MENTIONS });
        return;
      }
    }
  } catch (error) {
    ctx.log.debug({ err: error }, "could not update the cancel reply");
  }
}
