import { contentTypeOf, imageType, inspectImage, type ImageType } from "./inspect.js";

/** What the first bytes of a file say it is; never its name or the declared content type. */
export interface ImageHeader {
  type: ImageType;
  mime: string;
  /** Undefined when the header is cut short before the size, or states an impossible one. */
  width?: number;
  height?: number;
}

/**
 * The image type and size read from a file's first bytes (64 KiB is plenty), or undefined when it
 * is no image. The reading itself is `inspectImage`'s, shared with /generate's input image.
 */
export function sniffImage(bytes: Uint8Array): ImageHeader | undefined {
  const type = imageType(bytes);
  if (!type) return undefined;
  const header = inspectImage(bytes, { complete: false });
  return { type, mime: contentTypeOf(type), ...(header.ok ? { width: header.width, height: header.height } : {}) };
}
