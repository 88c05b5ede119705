import type { JobView, OutputFile } from "../../jobs/view.js";
import { renderEnded, type MessagePayload as Payload, type Presenter } from "../render/render.js";
import { withDeleteButton } from "./delete-result.js";

/**
 * A job's last message, in its language: the result with its Delete button (none on a private
 * one, which only its member sees and Discord lets them dismiss), or why it ended.
 */
export function finalMessage(view: JobView, presenter: Presenter, files: OutputFile[], isPrivate = false): Payload {
  if (view.phase !== "completed") return renderEnded(view, presenter);
  const result = presenter.completed(view, files);
  return isPrivate ? result : withDeleteButton(result, view.id, view.locale);
}
