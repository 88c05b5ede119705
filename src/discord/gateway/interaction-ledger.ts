import {
  GatewayDispatchEvents,
  InteractionType,
  MessageFlags,
  Routes,
  type APIInteraction,
  type APIMessage,
  type Client,
  type Interaction,
} from "discord.js";
import type { Logger } from "../../logging/logger.js";

/** An interaction a handler of a feature that runs jobs accepted, as recorded: the payload Discord sent. */
export interface AcceptedInteraction {
  /** Null outside the servers the bot is in. */
  guildId: string | null;
  channelId: string;
  userId: string;
  interaction: { id: string; token: string } & Record<string, unknown>;
}

/** Where accepted interactions are recorded before anything waits, and forgotten once their handlers ended. */
export interface InteractionRecords {
  record(row: AcceptedInteraction): Promise<number>;
  done(id: number): void;
}

/** The interactions recorded: those of the features that run jobs, by command name and button prefix. */
export interface RecordedNames {
  commands: ReadonlySet<string>;
  components: ReadonlySet<string>;
}

/** discord.js builds an interaction from its payload in this action (what the gateway's dispatch calls). */
type Actions = { actions: { InteractionCreate: { handle(data: unknown): void } } };

/**
 * Every command and button press of a feature that runs jobs is recorded as it arrives, from the
 * gateway's payload, before discord.js hands it to the router: the write is batched and waited for
 * by nothing but the job's start (`recorded`), never by the first answer. A process that takes over
 * a gone one's rows handles them again (`replay`) from the payload, as acknowledged as Discord says.
 */
export function interactionLedger(records: InteractionRecords, names: RecordedNames, log: Logger) {
  const pending = new Map<string, Promise<number | undefined>>();
  const replaying = new Map<string, { id: number; acknowledged: boolean; ephemeral: boolean; begun: boolean }>();
  const wanted = (raw: APIInteraction): boolean => {
    if (raw.type === InteractionType.ApplicationCommand) return names.commands.has(raw.data.name);
    if (raw.type === InteractionType.MessageComponent || raw.type === InteractionType.ModalSubmit)
      return names.components.has(raw.data.custom_id.split(":")[0] ?? "");
    return false;
  };
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
          interaction: raw as unknown as AcceptedInteraction["interaction"],
        };
        pending.set(
          raw.id,
          records.record(row).catch((error: unknown) => {
            log.warn({ err: error, interactionId: raw.id }, "could not record an interaction; it lives in memory only");
            return undefined;
          }),
        );
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

    /** Resolves once these interactions are recorded (or could not be): a job start waits for it before anything else. */
    async recorded(interactionIds: readonly string[]): Promise<void> {
      await Promise.all(interactionIds.flatMap((id) => pending.get(id) ?? []));
    },

    /** An interaction reaches its handler: one taken over is as acknowledged as Discord says it is. */
    begin(interaction: Interaction): void {
      const replay = replaying.get(interaction.id);
      if (!replay) return;
      replay.begun = true;
      if (interaction.isRepliable() && replay.acknowledged) {
        interaction.deferred = true;
        interaction.ephemeral = replay.ephemeral;
      }
    },

    /** Its handler ended: the record is forgotten. */
    end(interaction: Interaction): void {
      const replay = replaying.get(interaction.id);
      if (replay) {
        replaying.delete(interaction.id);
        records.done(replay.id);
        return;
      }
      const recorded = pending.get(interaction.id);
      if (!recorded) return;
      pending.delete(interaction.id);
      void recorded.then((id) => id !== undefined && records.done(id));
    },

    /**
     * Handles again an interaction recorded by a process that is gone: built from its payload by
     * discord.js and routed like one that just arrived. Whether it was acknowledged is asked of
     * Discord (its original response), so that its job edits that response rather than answer again.
     */
    async replay(client: Client, held: AcceptedInteraction & { id: number }): Promise<void> {
      const raw = held.interaction;
      let acknowledged = false;
      let ephemeral = false;
      try {
        const route = Routes.webhookMessage(String(raw.application_id), raw.token);
        const original = (await client.rest.get(route, { auth: false })) as APIMessage;
        acknowledged = true;
        ephemeral = ((original.flags ?? 0) & MessageFlags.Ephemeral) !== 0;
      } catch {
        // Never acknowledged: its handler answers it, if Discord still lets it.
      }
      replaying.set(raw.id, { id: held.id, acknowledged, ephemeral, begun: false });
      log.info({ interactionId: raw.id, acknowledged }, "handling again an interaction taken over");
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
