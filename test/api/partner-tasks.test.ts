import { expect, test } from "vitest";
import { normaliseImageTask, normaliseVideoTask } from "../../src/api/schemas/index.js";

const id = "5b0c1e9e-0000-4000-8000-000000000000";

test.each([
  [{ data: { task_id: id, status: "CREATED", generated: [] } }, "pending"],
  [{ task_id: id, status: "IN_PROGRESS", generated: [] }, "in_progress"],
  [{ data: { task_id: id, task_status: "completed", generated: ["https://x/1.png"] } }, "completed"],
  [{ task_id: id, task_status: "Failed" }, "failed"],
  // An unknown value means "still running": keep polling.
  [{ data: { task_id: id, status: "RESCHEDULED" } }, "in_progress"],
  [{ data: { task_id: id, status: "constructor" } }, "in_progress"],
])("an image record %j is %s", (reply, state) => {
  expect(normaliseImageTask(reply)).toMatchObject({ taskId: id, state });
});

test("an image record keeps its result URLs and explains a failure", () => {
  expect(
    normaliseImageTask({ data: { task_id: id, status: "COMPLETED", generated: ["https://x/1.png", 3] } }).urls,
  ).toEqual(["https://x/1.png"]);
  expect(normaliseImageTask({ task_id: id, status: "FAILED" }).error).toBe("the task failed");
});

test.each([
  ["created", "pending"],
  ["queueing", "pending"],
  ["processing", "in_progress"],
  ["success", "completed"],
  ["failed", "failed"],
])("a video state %s is %s", (state, expected) => {
  expect(normaliseVideoTask({ task_id: id, state }).state).toBe(expected);
});

test("a creations read-back gives the creations (id, URL, cover), progress and error code", () => {
  const reply = {
    id,
    state: "failed",
    err_code: "nsfw",
    progress: 40,
    creations: [
      { id: "c", url: "https://x/v.mp4", cover_url: "https://x/c.jpg" },
      { id: "d", cover_url: "https://x/d.jpg" },
    ],
  };
  expect(normaliseVideoTask(reply)).toEqual({
    taskId: id,
    state: "failed",
    urls: ["https://x/v.mp4"],
    progress: 40,
    error: "nsfw",
    creations: [{ id: "c", url: "https://x/v.mp4", coverUrl: "https://x/c.jpg" }],
  });
});
