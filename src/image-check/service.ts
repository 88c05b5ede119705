import { UserError } from "../errors.js";
import { text, type Word } from "../i18n/index.js";
import type { Pieces } from "../pieces.js";
import { isMemberScope } from "../scope.js";
import type { ImageChecker, Verdict } from "./checker.js";
import { memberPolicy, serverPolicy, type CheckMode, type ImageCheckSettings, type ImagePolicy } from "./policy.js";

/** Where images are shown or sent from: a server's channel, or a member's own scope (src/scope.ts). */
export interface Place {
  guildId: string;
  userId: string;
  ageRestricted?: boolean;
}

export interface ImageCheckDeps {
  checker: ImageChecker;
  /** A server's settings (held in memory: the settings cache). */
  settingsOf(guildId: string): Promise<{ imageCheck: ImageCheckSettings }>;
  /** A member's own preferences in a scope. */
  preferencesOf(guildId: string, userId: string): Promise<{ imageCheck?: CheckMode }>;
  /** FLOWBOT_IMAGE_CHECK_THRESHOLD: overrides every strictness. */
  operatorThreshold?: number | undefined;
}

/**
 * The image check as the bot applies it: the policy of a place (a server's choice, its
 * age-restricted channels exempt unless it says otherwise; outside servers the member's own),
 * and the checker. Delivery scores outputs with it (`src/jobs/screen.ts`); the commands score a
 * member's images with `input` before anything is sent.
 */
export interface ImageCheck {
  readonly checker: ImageChecker;
  policyAt(place: Place): Promise<ImagePolicy>;
  /** A job's policy now: where it was asked, under the settings of today. */
  policyFor(record: Place): Promise<ImagePolicy>;
  /**
   * Scores a member's image before it is sent anywhere. Under `block` a flagged one is refused
   * (a UserError naming `field`), nothing sent; otherwise the verdict is returned (undefined: off).
   */
  input(field: Word, image: Buffer | Pieces, place: Place): Promise<Verdict | undefined>;
}

export function imageCheck(deps: ImageCheckDeps): ImageCheck {
  const policyAt = async (place: Place): Promise<ImagePolicy> => {
    if (isMemberScope(place.guildId)) {
      const mine = await deps.preferencesOf(place.guildId, place.userId);
      return memberPolicy(mine.imageCheck, deps.operatorThreshold);
    }
    const settings = await deps.settingsOf(place.guildId);
    return serverPolicy(settings.imageCheck, place.ageRestricted === true, deps.operatorThreshold);
  };
  return {
    checker: deps.checker,
    policyAt,
    policyFor: policyAt,
    async input(field, image, place) {
      const policy = await policyAt(place);
      if (policy.mode === "off") return undefined;
      const verdict = await deps.checker.check(image, "image", policy.threshold);
      if (verdict.flagged && policy.mode === "block") {
        const why = verdict.unreadable
          ? text("check.whyUnreadable")
          : text("check.whyScore", { score: score(verdict) });
        throw new UserError(text("check.inputRefused", { field, why }));
      }
      return verdict;
    },
  };
}

const score = (verdict: Verdict) => (Math.round(verdict.score * 100) / 100).toFixed(2);
