import type { RulesRequest } from "../../rules/admission.js";
import type { VideoParams } from "./request.js";

/**
 * What the server's rules judge of a video: its prompt and every key frame's prompt (named as
 * the member typed them: `frames entry 2`), and its cost, since partner video jobs use credits.
 */
export function videoRules(params: VideoParams): RulesRequest {
  const frames = (params.options.image_settings as Array<{ prompt?: string }> | undefined) ?? [];
  const framePrompts = Object.fromEntries(frames.map((frame, i) => [`frames entry ${i + 1}`, frame.prompt]));
  return { texts: { prompt: params.prompt, ...framePrompts }, costsCredits: true };
}
