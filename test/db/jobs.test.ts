import { randomUUID } from "node:crypto";
import { describe, expect, test } from "vitest";
import type { JobStatus, StoredOutput } from "../../src/db/store.js";
import { BACKENDS, useTestDatabase } from "../helpers/db.js";

const image = (filename: string, node = "9"): StoredOutput => ({
  node,
  kind: "images",
  filename,
  subfolder: "",
  type: "output",
});

/** The steps that take a new job to each state. */
const PATHS: Record<JobStatus, JobStatus[]> = {
  pending: [],
  in_progress: ["in_progress"],
  completed: ["in_progress", "completed"],
  failed: ["failed"],
  cancelled: ["in_progress", "cancelled"],
};

describe.each(BACKENDS)("jobs on %s", (kind) => {
  const database = useTestDatabase(kind);
  const jobs = () => database().store.jobs;
  const guildId = `guild-${randomUUID()}`;

  const newJob = (extra: { guildId?: string; messageId?: string; kind?: string } = {}) =>
    jobs().create({
      guildId,
      channelId: "c1",
      userId: "u1",
      kind: "generate",
      params: { prompt: "a fox" },
      interactionId: "i1",
      ...extra,
    });

  async function jobIn(status: JobStatus) {
    const job = await newJob();
    for (const step of PATHS[status]) expect(await jobs().transition(job.id, step)).toBe(true);
    return job;
  }

  test("creates a pending job and reads it back", async () => {
    const job = await newJob();
    expect(job).toMatchObject({
      guildId,
      status: "pending",
      params: { prompt: "a fox" },
      outputs: [],
      remoteId: null,
      deliveredAt: null,
    });
    expect(await jobs().get(job.id)).toEqual(job);
  });

  test.each(["not-a-uuid", randomUUID()])("reads an unknown job id %s as undefined", async (id) => {
    expect(await jobs().get(id)).toBeUndefined();
  });

  test("attaches the remote id", async () => {
    const job = await newJob({ messageId: "m1" });
    await jobs().attachRemote(job.id, "prompt-1");
    expect(await jobs().get(job.id)).toMatchObject({ remoteId: "prompt-1", messageId: "m1" });
  });

  test.each<[JobStatus, JobStatus, boolean]>([
    ["pending", "in_progress", true],
    ["pending", "completed", true],
    ["pending", "failed", true],
    ["pending", "cancelled", true],
    ["in_progress", "completed", true],
    ["in_progress", "failed", true],
    ["in_progress", "cancelled", true],
    ["pending", "pending", false],
    ["in_progress", "in_progress", false],
    ["in_progress", "pending", false],
    ["completed", "failed", false],
    ["completed", "in_progress", false],
    ["failed", "completed", false],
    ["cancelled", "pending", false],
  ])("moves a job from %s to %s: %s", async (from, to, allowed) => {
    const job = await jobIn(from);
    expect(await jobs().transition(job.id, to)).toBe(allowed);
    const after = await jobs().get(job.id);
    expect(after?.status).toBe(allowed ? to : from);
    expect(after?.finishedAt !== null).toBe(["completed", "failed", "cancelled"].includes(after!.status));
  });

  test("leaves a terminal job's row untouched when asked to move it", async () => {
    const job = await jobIn("in_progress");
    await jobs().transition(job.id, "failed", { error: { code: "oom", message: "out of memory" } });
    const before = await jobs().get(job.id);
    expect(before).toMatchObject({ status: "failed", error: { code: "oom", message: "out of memory" } });

    expect(
      await jobs().transition(job.id, "completed", { error: { code: "x", message: "y" }, progress: { value: 1 } }),
    ).toBe(false);
    expect(await jobs().get(job.id)).toEqual(before);
  });

  test("appends outputs in order, skipping the ones already stored", async () => {
    const job = await newJob();
    await jobs().appendOutputs(job.id, [image("a.png"), image("b.png"), image("a.png")]);
    await jobs().appendOutputs(job.id, [image("b.png"), image("a.png", "12"), image("c.png")]);
    await jobs().appendOutputs(job.id, []);
    expect((await jobs().get(job.id))?.outputs).toEqual([
      image("a.png"),
      image("b.png"),
      image("a.png", "12"),
      image("c.png"),
    ]);
  });

  test("marks a finished job delivered once, and never one still running", async () => {
    const running = await jobIn("in_progress");
    expect(await jobs().markDelivered(running.id)).toBe(false);

    const done = await jobIn("completed");
    expect(await jobs().markDelivered(done.id)).toBe(true);
    expect(await jobs().markDelivered(done.id)).toBe(false);
    expect((await jobs().get(done.id))?.deliveredAt).toBeInstanceOf(Date);
  });

  test("lists as open every job whose terminal message was not delivered", async () => {
    const [pending, running, finished, delivered] = await Promise.all([
      jobIn("pending"),
      jobIn("in_progress"),
      jobIn("failed"),
      jobIn("completed"),
    ]);
    await jobs().markDelivered(delivered.id);
    const open = (await jobs().listOpen()).map((j) => j.id);
    expect(open).toEqual(expect.arrayContaining([pending.id, running.id, finished.id]));
    expect(open).not.toContain(delivered.id);
  });

  test("lists a server's jobs newest first, limited, or only those still running", async () => {
    const guild = `guild-${randomUUID()}`;
    const first = await newJob({ guildId: guild });
    const second = await newJob({ guildId: guild });
    await jobs().transition(second.id, "cancelled");
    const third = await newJob({ guildId: guild });

    expect((await jobs().listForGuild(guild)).map((j) => j.id)).toEqual([third.id, second.id, first.id]);
    expect((await jobs().listForGuild(guild, { limit: 2 })).map((j) => j.id)).toEqual([third.id, second.id]);
    expect((await jobs().listForGuild(guild, { openOnly: true })).map((j) => j.id)).toEqual([third.id, first.id]);
  });

  test("lists a server's jobs of one kind in one state (finished videos, for extend)", async () => {
    const guild = `guild-${randomUUID()}`;
    const video = await newJob({ guildId: guild, kind: "video" });
    await newJob({ guildId: guild, kind: "video" });
    const image = await newJob({ guildId: guild, kind: "generate" });
    for (const job of [video, image]) {
      await jobs().transition(job.id, "in_progress");
      await jobs().transition(job.id, "completed");
    }
    expect((await jobs().listForGuild(guild, { kind: "video", status: "completed" })).map((j) => j.id)).toEqual([
      video.id,
    ]);
  });

  test("creates reaction-triggered work once per message, attachment and operation", async () => {
    const request = { guildId, channelId: "c1", userId: "u1", kind: "upscale", params: { scale: 2 } };
    const target = { messageId: randomUUID(), attachmentId: "a1", operation: "upscale" };
    const first = await jobs().createOnce(request, target);
    expect(first.created).toBe(true);
    expect(await jobs().createOnce({ ...request, userId: "u2" }, target)).toEqual({ job: first.job, created: false });

    for (const other of [{ messageId: randomUUID() }, { attachmentId: "a2" }, { operation: "restyle" }]) {
      expect((await jobs().createOnce(request, { ...target, ...other })).created).toBe(true);
    }
  });
});
