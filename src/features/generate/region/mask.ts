import { loadSharp } from "../../../images/sharp.js";

/** The regions a member can pick without the brush page: halves, the centre, and everything but the centre. */
export const REGIONS = ["left", "right", "top", "bottom", "centre", "outside"] as const;
export type RegionName = (typeof REGIONS)[number];
/** A region named in a job: one of the presets, or one painted on the page. */
export type RegionKind = RegionName | "painted";

export const isRegion = (value: unknown): value is RegionName => REGIONS.includes(value as RegionName);

/** Whether pixel (x, y) of a `width`×`height` image lies in the preset region. */
export function inRegion(region: RegionName, x: number, y: number, width: number, height: number): boolean {
  const centre = x >= width / 4 && x < (width * 3) / 4 && y >= height / 4 && y < (height * 3) / 4;
  switch (region) {
    case "left":
      return x < width / 2;
    case "right":
      return x >= width / 2;
    case "top":
      return y < height / 2;
    case "bottom":
      return y >= height / 2;
    case "centre":
      return centre;
    case "outside":
      return !centre;
  }
}

/** A mask as a PNG: white where the image may change, black where it stays. */
export async function presetMask(region: RegionName, width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) if (inRegion(region, x, y, width, height)) pixels[y * width + x] = 255;
  return maskPng(pixels, width, height);
}

export async function maskPng(pixels: Buffer, width: number, height: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(pixels, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
}

/** A mask's pixels, one byte each (0 or 255), from any image sharp reads: its red channel (or grey), thresholded at half. */
export async function maskPixels(png: Buffer): Promise<{ pixels: Buffer; width: number; height: number }> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(png).flatten({ background: "#000000" }).extractChannel(0).raw().toBuffer({
    resolveWithObject: true,
  });
  for (let i = 0; i < data.length; i++) data[i] = data[i]! >= 128 ? 255 : 0;
  return { pixels: data, width: info.width, height: info.height };
}

/** How much of a mask is marked (0..1). */
export function markedShare(pixels: Buffer): number {
  let marked = 0;
  for (const p of pixels) if (p) marked++;
  return pixels.length === 0 ? 0 : marked / pixels.length;
}

/** The mask of a Vary (Region) job: a preset region, or one painted on the edit page (a PNG at the image's size). */
export type MaskSource = { region: RegionName } | { painted: Buffer };
