import type { JobView, OutputFile } from "../../jobs/view.js";
import { renderEnded, type MessagePayload as Payload, type Presenter } from "../render/render.js";
import { withDeleteButton } from "./delete-result.js";

/** A job's last message, in its language: the result with its Delete button, or why it ended. */
export function finalMessage(view: JobView, presenter: Presenter, files: OutputFile[]): Payload {
  return view.phase === "completed"
    ? withDeleteButton(presenter.completed(view, files), view.id, view.locale)
    : renderEnded(view, presenter);
}
