/** A `<lora:NAME:WEIGHT>` tag as typed elsewhere (AUTOMATIC1111, ComfyUI prompt nodes), read from a prompt. */
export interface LoraTag {
  /** The tag as typed, for a refusal to quote. */
  tag: string;
  name: string;
  /** The weight as typed; absent: 1. */
  weight?: string;
  /** The text encoder's weight, when a third part is given. */
  clipWeight?: string;
}

// Case-insensitive `lora`; the name is whatever lies before the next `:` or `>` (file names hold dots and slashes).
const TAG = /<lora:([^:<>]*)(?::([^:<>]*))?(?::([^:<>]*))?>/gi;

/**
 * The LoRA tags of a prompt, in order, and the prompt without them (the spaces they leave folded).
 * `embedding:NAME` is no tag: it stays in the text, where the text encoder reads it.
 */
export function takeLoraTags(prompt: string): { prompt: string; tags: LoraTag[] } {
  const tags: LoraTag[] = [];
  const rest = prompt.replace(TAG, (tag, name: string, weight?: string, clipWeight?: string) => {
    tags.push({
      tag,
      name: name.trim(),
      ...(weight === undefined ? {} : { weight: weight.trim() }),
      ...(clipWeight === undefined ? {} : { clipWeight: clipWeight.trim() }),
    });
    return " ";
  });
  if (tags.length === 0) return { prompt, tags };
  return {
    prompt: rest
      .replace(/[ \t]{2,}/g, " ")
      .replace(/ +([,.;])/g, "$1")
      .replace(/^[\s,]+|[\s,]+$/g, ""),
    tags,
  };
}

/** The LoRAs as tags again, for a member to edit (Remix): `<lora:NAME:WEIGHT>`, the text encoder's weight third when it differs. */
export function loraTagsText(loras: ReadonlyArray<{ name: string; weight: number; clipWeight?: number }>): string {
  return loras
    .map((l) => `<lora:${l.name}:${l.weight}${l.clipWeight === undefined ? "" : `:${l.clipWeight}`}>`)
    .join(" ");
}
