import { GENERATE_LIMITS } from "../../workflows/run-limits.js";

/** `/generate aspect`: landscape, square and portrait ratios (width:height). */
export const ASPECTS = ["1:1", "4:3", "3:2", "16:9", "21:9", "3:4", "2:3", "9:16", "9:21"] as const;
export type Aspect = (typeof ASPECTS)[number];

/** Sizes are multiples of 64 (so of 8 too): the sizes diffusion models are trained at (16:9 at 1024² → 1344×768). */
const STEP = 64;

export const isAspect = (value: unknown): value is Aspect => ASPECTS.includes(value as Aspect);

/**
 * The width and height of an aspect ratio with about `pixels` pixels (the server's default
 * width × height): each side rounded to the nearest multiple of 64, within the size limits.
 * 1:1 → 1024×1024, 4:3 → 1152×896, 3:2 → 1280×832, 16:9 → 1344×768, 21:9 → 1536×640 at 1024².
 * A side the member gave stays; the other follows the ratio (a multiple of 8).
 */
export function aspectSize(
  aspect: Aspect,
  pixels: number,
  given: { width: number | null; height: number | null } = { width: null, height: null },
): { width: number; height: number } {
  const [w, h] = aspect.split(":").map(Number) as [number, number];
  const clamp = (n: number, step: number, limit: { min: number; max: number }) =>
    Math.min(limit.max, Math.max(limit.min, Math.round(n / step) * step));
  const { width: W, height: H } = GENERATE_LIMITS;
  if (given.width !== null && given.height !== null) return { width: given.width, height: given.height };
  if (given.width !== null) return { width: given.width, height: clamp((given.width * h) / w, 8, H) };
  if (given.height !== null) return { width: clamp((given.height * w) / h, 8, W), height: given.height };
  return { width: clamp(Math.sqrt((pixels * w) / h), STEP, W), height: clamp(Math.sqrt((pixels * h) / w), STEP, H) };
}
