import {
  DiscordAPIError,
  GatewayDispatchEvents,
  InteractionType,
  MessageFlags,
  Routes,
  SnowflakeUtil,
  type APIInteraction,
  type APIMessage,
  type Client,
  type Interaction,
} from "discord.js";
import type { AcceptedRecords, Answered, HeldInteraction, RawInteraction } from "../../db/accepted.js";
import type { Logger } from "../../logging/logger.js";
import { metrics } from "../../metrics.js";
import { ack } from "../routing/acknowledge.js";

/** The interactions recorded: those of the features that run jobs, by command name and button prefix. */
export interface RecordedNames {
  commands: ReadonlySet<string>;
  components: ReadonlySet<string>;
  /** The button prefixes whose handler, handled again, starts only the jobs not recorded yet (`ComponentHandler.resumes`). */
  resumes?: ReadonlySet<string>;
}

/** Discord takes an interaction's first answer within this long after it was made, */
export const FIRST_ANSWER_MS = 3_000;
/** and its token answers (edits, follow-ups) for this long. */
export const TOKEN_LIFE_MS = 15 * 60_000;

/** discord.js builds an interaction from its payload in this action (what the gateway's dispatch calls). */
type Actions = { actions: { InteractionCreate: { handle(data: unknown): void } } };

/** An interaction recorded as it arrived, until its handler ended (or discord.js never handed it on). */
interface Pending {
  recorded: Promise<number | undefined>;
  timer: NodeJS.Timeout;
}

/**
 * Every command and button press of a feature that runs jobs is recorded as it arrives, from the
 * gateway's payload, before discord.js hands it to the router: the write is batched and waited for
 * by the job's start (`recorded`) and, for a moment at most, its first answer; how it was first
 * answered is recorded after that answer, waited for by nobody. A process that takes over a gone
 * one's rows handles them again (`replay`) from the payload, resumed as answered there.
 */
export function interactionLedger(
  records: AcceptedRecords,
  names: RecordedNames,
  log: Logger,
  now: () => number = Date.now,
) {
  const pending = new Map<string, Pending>();
  const replaying = new Map<string, { id: number; answered?: Answered; ephemeral: boolean; begun: boolean }>();
  const wanted = (raw: APIInteraction): boolean => {
    if (raw.type === InteractionType.ApplicationCommand) return names.commands.has(raw.data.name);
    if (raw.type === InteractionType.MessageComponent || raw.type === InteractionType.ModalSubmit)
      return names.components.has(raw.data.custom_id.split(":")[0] ?? "");
    return false;
  };
  // Interactions under way whose job is recorded: their records may be forgotten a moment later.
  const withJob = new Set<string>();
  const forget = (recorded: Promise<number | undefined>, jobRecorded = false) =>
    void recorded.then((id) => id !== undefined && records.done(id, jobRecorded));
  const wired = new WeakMap<Client, (raw: APIInteraction) => void>();
  return {
    /** Records the wanted interactions of `client` as the gateway delivers them. */
    wire(client: Client): void {
      if (wired.has(client)) return;
      const onRaw = (raw: APIInteraction) => {
        if (!wanted(raw)) return;
        const guildId = raw.guild_id !== undefined && client.guilds.cache.has(raw.guild_id) ? raw.guild_id : null;
        const row = {
          guildId,
          channelId: raw.channel_id ?? raw.channel?.id ?? "",
          userId: raw.member?.user.id ?? raw.user?.id ?? "",
          interaction: raw as unknown as RawInteraction,
        };
        const recorded = records.record(row).catch((error: unknown) => {
          log.warn({ err: error, interactionId: raw.id }, "could not record an interaction; it lives in memory only");
          return undefined;
        });
        // discord.js hands an interaction on at once, or never (one it cannot build): nobody could
        // answer it after Discord's 3 s, so its record is kept no longer.
        const timer = setTimeout(() => {
          if (pending.get(raw.id)?.timer !== timer) return;
          pending.delete(raw.id);
          forget(recorded);
          metrics.interactionForgotten("never_emitted");
          log.warn({ interactionId: raw.id }, "an interaction recorded never reached its handler; forgotten");
        }, FIRST_ANSWER_MS);
        timer.unref();
        pending.set(raw.id, { recorded, timer });
      };
      wired.set(client, onRaw);
      client.ws.on(GatewayDispatchEvents.InteractionCreate, onRaw);
    },

    /** Records nothing more of `client` (a shutdown). */
    unwire(client: Client): void {
      const onRaw = wired.get(client);
      if (onRaw) client.ws.off(GatewayDispatchEvents.InteractionCreate, onRaw);
      wired.delete(client);
    },

    /**
     * Whether this interaction is handled again even when it recorded a job already: its handler
     * starts only the jobs not recorded yet (a press that starts several).
     */
    resumes(raw: RawInteraction): boolean {
      const data = raw.data as { custom_id?: unknown } | undefined;
      return typeof data?.custom_id === "string" && (names.resumes?.has(data.custom_id.split(":")[0] ?? "") ?? false);
    },

    /** Resolves once these interactions are recorded (or could not be): a job start waits for it before anything else. */
    async recorded(interactionIds: readonly string[]): Promise<void> {
      await Promise.all(interactionIds.flatMap((id) => pending.get(id)?.recorded ?? []));
    },

    /**
     * An interaction reaches its handler: how it is first answered will be recorded; one taken over
     * is resumed as answered by the process gone.
     */
    begin(interaction: Interaction): void {
      const replay = replaying.get(interaction.id);
      if (replay) {
        replay.begun = true;
        if (replay.answered) ack.resume(interaction, replay.answered, { ephemeral: replay.ephemeral });
        const { id } = replay;
        ack.watch(interaction, (how) => records.answered(id, how));
        return;
      }
      const entry = pending.get(interaction.id);
      if (!entry) return;
      clearTimeout(entry.timer);
      ack.watch(interaction, (how) => void entry.recorded.then((id) => id !== undefined && records.answered(id, how)));
    },

    /**
     * A job of this interaction, under way, is recorded: a process that takes its record over finds
     * the job and does not handle it again, so the record may be forgotten a moment later, with others.
     */
    jobRecorded(interactionId: string): void {
      if (pending.has(interactionId) || replaying.has(interactionId)) withJob.add(interactionId);
    },

    /** Its handler ended: the record is forgotten (at once unless it recorded a job: `jobRecorded`). */
    end(interaction: Interaction): void {
      const jobRecorded = withJob.delete(interaction.id);
      const replay = replaying.get(interaction.id);
      if (replay) {
        replaying.delete(interaction.id);
        records.done(replay.id, jobRecorded);
        return;
      }
      const entry = pending.get(interaction.id);
      if (!entry) return;
      clearTimeout(entry.timer);
      pending.delete(interaction.id);
      forget(entry.recorded, jobRecorded);
    },

    /** Interactions recorded and not handled to their end (for tests and the operator). */
    get pending(): number {
      return pending.size;
    },

    /**
     * Handles again an interaction recorded by a process that is gone: built from its payload by
     * discord.js and routed like one that just arrived, resumed as it was answered there (a reply
     * of its own is edited; a component's message acknowledged is left as it is). One nobody can
     * answer any more (not answered within Discord's 3 s, or past its token's 15 minutes) is
     * forgotten instead: its handler could only run into "Unknown interaction"; so is one whose
     * first answer was said in full (its handler's last word: it would be said twice).
     */
    async replay(client: Client, held: HeldInteraction): Promise<void> {
      const raw = held.interaction;
      const age = now() - SnowflakeUtil.timestampFrom(raw.id);
      const gone = (why: "unanswered" | "expired" | "answered") => {
        records.done(held.id);
        metrics.interactionForgotten(why);
        const what = why === "answered" ? "was answered in full already" : "can no longer be answered";
        log.info({ interactionId: raw.id, age, why }, `an interaction taken over ${what}; forgotten`);
      };
      if (age > TOKEN_LIFE_MS) return gone("expired");
      let answered = held.answered;
      let ephemeral = false;
      let unknown = false;
      // Discord shows its own reply said in full (not "thinking", not the message a component sits under).
      let said = false;
      // A reply of its own: whether it is private, as Discord shows it. Not recorded as answered
      // (the process was gone before it wrote that): as Discord's original response says.
      if (answered === undefined || answered === "reply" || answered === "defer") {
        try {
          const route = Routes.webhookMessage(String(raw.application_id), raw.token);
          const original = (await client.rest.get(route, { auth: false })) as APIMessage;
          ephemeral = ((original.flags ?? 0) & MessageFlags.Ephemeral) !== 0;
          const source = (raw.message as { id?: string } | undefined)?.id;
          const loading = ((original.flags ?? 0) & MessageFlags.Loading) !== 0;
          said = source !== original.id && !loading;
          // A component's original response is the message it sits under when that message was what it answered.
          answered ??= source === original.id ? "deferUpdate" : loading ? "defer" : "reply";
        } catch (error) {
          // Never answered, as far as Discord says; any other failure tells nothing: handled again, as it stands.
          unknown = !(error instanceof DiscordAPIError && (error.status === 404 || error.status === 401));
        }
      }
      if (answered === undefined && !unknown && age > FIRST_ANSWER_MS) return gone("unanswered");
      // Its first answer said in full (a reply of its own, or its component's message replaced), and
      // no job recorded (one that recorded a job is not replayed): its handler said its last word (a
      // refusal, a question with its buttons, an error in its deferred reply). Every start of a job
      // answers with a deferral (its message, "thinking", until the job is recorded); nothing is left
      // to do, and handled again it would say it twice. Its record was left by a process killed
      // between that answer and the record's delete.
      // Not so a refusal said in a follow-up after a component's message was acknowledged (its
      // message left as it is): Discord reads a follow-up back only by its id, and a mark that it
      // was said would not shorten the window. That window runs from Discord taking the follow-up
      // to the record's delete, which goes the moment the follow-up's response is back (the
      // handler ends with it); a mark written then is no sooner than the delete (and dropped by
      // it), and one written before the follow-up is sent turns a kill in between into a refusal
      // never said, worse than one said twice. Handled again, its handler says it again.
      if (answered === "reply" || answered === "update" || said) return gone("answered");
      replaying.set(raw.id, { id: held.id, ...(answered ? { answered } : {}), ephemeral, begun: false });
      log.info({ interactionId: raw.id, answered }, "handling again an interaction taken over");
      (client as unknown as Actions).actions.InteractionCreate.handle(raw);
      // discord.js drops an interaction it cannot build (a channel that is not text-based): nothing to handle.
      if (replaying.get(raw.id)?.begun === false) {
        replaying.delete(raw.id);
        records.done(held.id);
      }
    },
  };
}

export type InteractionLedger = ReturnType<typeof interactionLedger>;
