import type Sharp from "sharp";

/**
 * sharp (libvips), loaded on the first image that needs it: imported, it adds some 25 MB to every
 * process, idle ones included. Everything that draws or reads pixels in the bot's own process goes
 * through this rather than a static import.
 */
export async function loadSharp(): Promise<typeof Sharp> {
  return (await import("sharp")).default;
}
