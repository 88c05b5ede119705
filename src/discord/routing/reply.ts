import type { Interaction } from "discord.js";
import { describeError } from "../../errors.js";
import { publicLocale, type Locale } from "../../i18n/index.js";
import type { Logger } from "../../logging/logger.js";
import { isRefusalBeforeJob } from "../../admission/refusals.js";
import { keyHolderOf } from "../../scope.js";
import { scopeOf } from "./scope.js";
import { ack } from "./acknowledge.js";

/** The language a server chose for the bot; null when it chose none. */
export type GuildLanguage = (guildId: string) => Promise<Locale | null>;

/**
 * The one place an error becomes a reply. Expected errors (a member's mistake, a service's
 * refusal) log at info (in English) and say what happened; anything else logs at error with a
 * generic reply. A private reply speaks the member's language; a deferred public reply is the
 * job's message and speaks the server's (the one it chose, else its Community locale).
 */
export async function replyWithError(
  interaction: Interaction,
  error: unknown,
  log: Logger,
  guildLanguage?: GuildLanguage,
): Promise<void> {
  await ack.settled(interaction);
  const deferred = ack.thinking(interaction);
  // A job refused after its command was answered (src/admission/answer-first.ts): said privately.
  const takenBack = deferred && isRefusalBeforeJob(error);
  const publicReply = deferred && !takenBack && interaction.isRepliable() && interaction.ephemeral !== true;
  // Outside a server that installed the bot, a public reply speaks the member's language too.
  const inServer = publicReply && interaction.inCachedGuild();
  const setting = inServer && guildLanguage ? await guildLanguage(interaction.guildId).catch(() => null) : null;
  // Outside servers that added the bot, a refused key is the member's own: they are told how to set theirs.
  const holder = keyHolderOf(scopeOf(interaction));
  const described = describeError(
    error,
    inServer ? publicLocale(setting, interaction.guild) : interaction.locale,
    holder,
  );
  const { expected } = described;
  // Content is limited to 2000 characters; a service's message can be longer.
  const message = described.message.length > 1900 ? `${described.message.slice(0, 1899)}…` : described.message;
  // Logs stay English whatever the member reads.
  if (expected) log.info({ err: error }, "interaction refused: %s", describeError(error).message.slice(0, 1900));
  else log.error({ err: error }, "interaction failed");

  try {
    const said = `⚠️ ${message}`;
    const notDeleted = (err: unknown) => log.warn({ err }, "could not delete the deferred reply of a refused job");
    // A job refused after its command was answered: the deferred public reply goes, the member alone reads why.
    if (takenBack && interaction.isRepliable() && (await ack.takeBack(interaction, said, notDeleted))) return;
    await ack.failure(interaction, said);
  } catch (replyError) {
    log.warn({ err: replyError }, "could not tell the member about an error");
  }
}
