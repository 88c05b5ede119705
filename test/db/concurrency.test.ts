import { randomUUID } from "node:crypto";
import { describe, expect, test } from "vitest";
import type { JobStatus, StoredOutput } from "../../src/db/store.js";
import { useTestDatabase } from "../helpers/db.js";

/** A line never at its ceiling: only the quota decides. */
const ROOMY = { running: 1_000, waiting: 1_000 };

const times = <T>(n: number, make: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => make(i)));
const image = (filename: string): StoredOutput => ({
  node: "9",
  kind: "images",
  filename,
  subfolder: "",
  type: "output",
});

// Real Postgres with a pool of several connections, so these calls really race.
describe("concurrent calls on Postgres", () => {
  const database = useTestDatabase("postgres");
  const store = () => database().store;
  const newJob = () =>
    store().jobs.create({ guildId: "g1", channelId: "c1", userId: "u1", kind: "generate", params: {} });

  test("50 parallel quota takes with a quota of 10 let exactly 10 through", async () => {
    const user = randomUUID();
    const results = await times(50, async () => (await store().usage.takeWithRoom("g1", user, 10, ROOMY)).taken);
    expect(results.filter(Boolean)).toHaveLength(10);
    expect(await store().usage.get("g1", user)).toBe(10);
  });

  test("20 parallel deliveries of one job let exactly one through", async () => {
    const job = await newJob();
    await store().jobs.transition(job.id, "completed");
    const results = await times(20, () => store().jobs.markDelivered(job.id));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  test("20 parallel endings of one job: one wins and the row shows the winner", async () => {
    const job = await newJob();
    await store().jobs.transition(job.id, "in_progress");
    const endings: JobStatus[] = ["completed", "failed", "cancelled"];
    const results = await times(20, (i) =>
      store()
        .jobs.transition(job.id, endings[i % 3]!)
        .then((won) => ({ won, to: endings[i % 3] })),
    );
    const winners = results.filter((r) => r.won);
    expect(winners).toHaveLength(1);
    expect((await store().jobs.get(job.id))?.status).toBe(winners[0]!.to);
  });

  test("20 parallel reactions on one image create one job", async () => {
    const target = { messageId: randomUUID(), attachmentId: "a1", operation: "upscale" };
    const results = await times(20, (i) =>
      store().jobs.createOnce({ guildId: "g1", channelId: "c1", userId: `u${i}`, kind: "upscale", params: {} }, target),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.job.id)).size).toBe(1);
  });

  test("parallel output appends lose nothing and store nothing twice", async () => {
    const job = await newJob();
    await times(10, (i) => store().jobs.appendOutputs(job.id, [image("shared.png"), image(`${i}.png`)]));
    const names = (await store().jobs.get(job.id))!.outputs.map((o) => o.filename);
    expect(names.sort()).toEqual(["shared.png", ...Array.from({ length: 10 }, (_, i) => `${i}.png`)].sort());
  });

  test("10 parallel default changes on one server leave exactly one default", async () => {
    const guildId = randomUUID();
    const names = Array.from({ length: 10 }, (_, i) => `w${i}`);
    for (const name of names)
      await store().workflows.add({ guildId, name, graph: {}, inputMapping: {}, authorId: "u1" });
    await store().workflows.setDefault(guildId, "w0");
    expect(await times(10, (i) => store().workflows.setDefault(guildId, names[i]!))).toEqual(names.map(() => true));
    expect((await store().workflows.list(guildId)).filter((w) => w.isDefault)).toHaveLength(1);
  });
});
