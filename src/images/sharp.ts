import type Sharp from "sharp";

/**
 * sharp (libvips), loaded on the first image that needs it: imported, it adds some 25 MB to every
 * process, idle ones included. Everything that draws or reads pixels in the bot's own process goes
 * through this rather than a static import.
 */
export async function loadSharp(): Promise<typeof Sharp> {
  const sharp = (await import("sharp")).default;
  // libvips's cache of operations and their results (50 MB, 100 operations by default) serves an
  // operation repeated on the same input: the bot never repeats one, each image is new.
  sharp.cache(false);
  return sharp;
}
