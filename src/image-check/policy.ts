/** What a server (or a member, outside servers) chose to do with an image the check flags. */
export const CHECK_MODES = ["off", "spoiler", "block"] as const;
export type CheckMode = (typeof CHECK_MODES)[number];

export const STRICTNESSES = ["strict", "balanced", "lenient"] as const;
export type Strictness = (typeof STRICTNESSES)[number];

/** A score at or above its strictness's threshold is flagged (the table of docs/image-safety.md). */
export const THRESHOLDS: Readonly<Record<Strictness, number>> = { strict: 0.3, balanced: 0.6, lenient: 0.85 };

/** A server's choice (`/settings images`). */
export interface ImageCheckSettings {
  mode: CheckMode;
  strictness: Strictness;
  /** Whether age-restricted channels are checked too; by default they are left alone. */
  ageRestricted: "exempt" | "checked";
}

export const DEFAULT_IMAGE_CHECK: Readonly<ImageCheckSettings> = Object.freeze({
  mode: "spoiler",
  strictness: "balanced",
  ageRestricted: "exempt",
});

/** What applies to one job's images: what to do with a flagged one, from which score. */
export interface ImagePolicy {
  mode: CheckMode;
  threshold: number;
}

export const NO_CHECK: ImagePolicy = Object.freeze({ mode: "off", threshold: 1 });

/**
 * A server's policy in one of its channels: its own choice, except that an age-restricted channel
 * is exempt unless the server says otherwise. `operatorThreshold` (FLOWBOT_IMAGE_CHECK_THRESHOLD)
 * stands for every strictness's.
 */
export function serverPolicy(
  settings: ImageCheckSettings,
  ageRestrictedChannel: boolean,
  operatorThreshold?: number,
): ImagePolicy {
  if (settings.mode === "off" || (ageRestrictedChannel && settings.ageRestricted === "exempt")) return NO_CHECK;
  return { mode: settings.mode, threshold: operatorThreshold ?? THRESHOLDS[settings.strictness] };
}

/** Outside servers (a member's own install, DMs): the member's own choice (`/preferences`), spoiler unless they chose. */
export function memberPolicy(choice: CheckMode | undefined, operatorThreshold?: number): ImagePolicy {
  const mode = choice ?? DEFAULT_IMAGE_CHECK.mode;
  if (mode === "off") return NO_CHECK;
  return { mode, threshold: operatorThreshold ?? THRESHOLDS[DEFAULT_IMAGE_CHECK.strictness] };
}
