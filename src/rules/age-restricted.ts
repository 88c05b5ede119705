import { UserError } from "../errors.js";
import { text } from "../i18n/index.js";

/** What this rule needs of a Discord channel: its own age restriction, or its parent's for a thread. */
export interface ChannelLike {
  nsfw?: boolean;
  isThread?(): boolean;
  /** Any channel: a category has no age restriction of its own. */
  parent?: object | null;
}

/** A thread is as age-restricted as the channel it belongs to; Discord marks only channels. */
export function isAgeRestrictedChannel(channel: ChannelLike | null | undefined): boolean {
  if (!channel) return false;
  if (channel.isThread?.()) return isAgeRestrictedChannel(channel.parent);
  return channel.nsfw === true;
}

/** Refuses an age-restricted workflow anywhere but in an age-restricted channel. */
export function refuseOutsideAgeRestricted(
  workflow: { name: string; ageRestricted: boolean },
  channel: ChannelLike | null | undefined,
): void {
  if (workflow.ageRestricted && !isAgeRestrictedChannel(channel)) {
    throw new UserError(text("rules.ageRestricted", { name: workflow.name }));
  }
}
