export { Classifier, ClassifierError, type ClassifierOptions } from "./classifier.js";
export { CHECKS_CHANNEL, type CheckEvent } from "./metrics.js";
export { checkBytes, imageChecker, sharedClassifier, type ImageChecker, type Media, type Verdict } from "./checker.js";
export {
  CHECK_MODES,
  DEFAULT_IMAGE_CHECK,
  memberPolicy,
  NO_CHECK,
  serverPolicy,
  STRICTNESSES,
  THRESHOLDS,
  type CheckMode,
  type ImageCheckSettings,
  type ImagePolicy,
  type Strictness,
} from "./policy.js";
