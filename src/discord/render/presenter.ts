import type { ButtonBuilder, MessageEditOptions } from "discord.js";
import type { JobView, OutputFile } from "../../jobs/view.js";

/** What a job's message is edited to: progress, a result, or why it ended. */
export type MessagePayload = MessageEditOptions & { content: string };

export type { JobPhase, JobView, OutputFile } from "../../jobs/view.js";

/** Where a derived job's input was: a message of the server, and the image's number in it when known. */
export interface JobOrigin {
  guildId: string;
  channelId: string;
  messageId: string;
  /** 1-based, as the member reads it (U2 is image 2). */
  image?: number;
}

/**
 * How one kind of job looks: owned by its kind (in its feature's folder), registered by name. The shared parts
 * (status line, progress bar, elapsed time, preview, Cancel, notes, failures) are drawn by
 * `render.ts`; a presenter adds what is its own.
 */
export interface Presenter {
  /** The embed's title (a prompt, "Upscale 4×", ...). */
  title(view: JobView): string;
  /** Lines under the shared status line while the job runs. */
  progressLines?(view: JobView): string[];
  /** The finished job: its files, embed and buttons (custom ids carry the job id, so they outlive restarts). */
  completed(view: JobView, files: OutputFile[]): MessagePayload;
  /** The message a derived job came from (Upscale of U2, Vary...), and which of its images: linked under its result. */
  origin?(view: JobView): JobOrigin | undefined;
  /** A button for a failed or cancelled job (e.g. Try again); none by default. */
  retryButton?(view: JobView): ButtonBuilder | undefined;
}
