/**
 * nsfwjs's classes, in the order of the model's output: "Drawing" and "Neutral" are safe;
 * "Hentai" and "Porn" are explicit, "Sexy" suggestive.
 */
export const CLASSES = ["Drawing", "Hentai", "Neutral", "Porn", "Sexy"] as const;

const UNSAFE = new Set<string>(["Hentai", "Porn", "Sexy"]);

/**
 * One frame's score: the probability the model gives its three unsafe classes together, 0..1. One
 * number, so that one threshold (a strictness's, or the operator's) decides.
 */
export function scoreOf(probabilities: readonly number[]): number {
  const score = CLASSES.reduce((sum, name, i) => (UNSAFE.has(name) ? sum + (probabilities[i] ?? 0) : sum), 0);
  return Math.min(1, Math.max(0, score));
}
