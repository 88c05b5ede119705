import type { Client, RepliableInteraction } from "discord.js";

/*
 * Private results: a member who chose them in their preferences gets each job's message as the
 * interaction's ephemeral reply (flags 64), edited by `InteractionJobMessage` in its private
 * mode. Discord lets only the interaction's token edit it, for 15 minutes: the channel route cannot reach an ephemeral message, nor can reactions. So such a
 * job never posts in the channel; its token is recorded (encrypted) so that a restart within the
 * 15 minutes still edits it, and shortly before the token ends a job still running says so in
 * its message, pointing to the command that shows a job again, privately, once it ends. A reaction has no
 * interaction: its job is public whatever the member chose.
 */

export { LATE_NOTE_BEFORE_MS } from "./interaction-message.js";

/** Whose results are private, per bot client: set once at start (src/app/bot.ts) from the settings in memory. */
const deciders = new WeakMap<Client, (guildId: string, userId: string) => boolean>();

export function privateResultsFor(client: Client, isPrivate: (guildId: string, userId: string) => boolean): void {
  deciders.set(client, isPrivate);
}

/** Whether the job an interaction starts answers privately: its member chose private results. */
export function answersPrivately(interaction: RepliableInteraction): boolean {
  const decide = deciders.get(interaction.client);
  return interaction.guildId !== null && decide !== undefined && decide(interaction.guildId, interaction.user.id);
}
