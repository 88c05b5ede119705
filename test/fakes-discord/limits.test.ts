import { describe, expect, test } from "vitest";
import { startWithClient } from "./client.js";

const lenient = { limit: 10_000, windowMs: 1_000 };
const rateLimits = { messageCreate: lenient, webhookExecute: lenient, interactionCallback: lenient, global: lenient };
const { fake } = await startWithClient({ rateLimits, attachmentSizeLimit: 1024 });

async function send(path: string, payload: unknown, files: Buffer[] = [], auth = true) {
  const form = new FormData();
  form.set("payload_json", JSON.stringify(payload));
  files.forEach((data, i) => form.set(`files[${i}]`, new Blob([data], { type: "image/png" }), `f${i}.png`));
  const res = await fetch(`${fake.apiUrl}/v10${path}`, {
    method: "POST",
    headers: auth ? { authorization: `Bot ${fake.token}` } : {},
    body: form,
  });
  return {
    status: res.status,
    body: res.status === 204 ? undefined : ((await res.json()) as { code?: number; errors?: unknown }),
  };
}
const channelPost = (payload: unknown, files?: Buffer[]) =>
  send(`/channels/${fake.guild.channelId}/messages`, payload, files);

const text = (n: number) => "x".repeat(n);
const embed = (fields: object) => ({ embeds: [fields] });
const field = (value: string) => ({ name: "n", value });

describe("message limits", () => {
  test.each([
    ["content of 2000", { content: text(2000) }, 200],
    ["content of 2001", { content: text(2001) }, 50035],
    ["10 embeds", { embeds: Array.from({ length: 10 }, () => ({ title: "t" })) }, 200],
    ["11 embeds", { embeds: Array.from({ length: 11 }, () => ({ title: "t" })) }, 50035],
    ["embed title of 256", embed({ title: text(256) }), 200],
    ["embed title of 257", embed({ title: text(257) }), 50035],
    ["embed description of 4096", embed({ description: text(4096) }), 200],
    ["embed description of 4097", embed({ description: text(4097) }), 50035],
    ["25 embed fields", embed({ fields: Array.from({ length: 25 }, () => field("v")) }), 200],
    ["26 embed fields", embed({ fields: Array.from({ length: 26 }, () => field("v")) }), 50035],
    ["field value of 1024", embed({ fields: [field(text(1024))] }), 200],
    ["field value of 1025", embed({ fields: [field(text(1025))] }), 50035],
    ["embeds totalling 6000", { embeds: [{ description: text(4000) }, { description: text(2000) }] }, 200],
    ["embeds totalling 6001", { embeds: [{ description: text(4000) }, { description: text(2001) }] }, 50035],
    [
      "custom_id of 100",
      { components: [{ type: 1, components: [{ type: 2, style: 1, label: "b", custom_id: text(100) }] }] },
      200,
    ],
    [
      "custom_id of 101",
      { components: [{ type: 1, components: [{ type: 2, style: 1, label: "b", custom_id: text(101) }] }] },
      50035,
    ],
    ["no content at all", { content: "" }, 50006],
  ])("%s → %s", async (_name, payload, expected) => {
    const { status, body } = await channelPost(payload);
    expect(status === 200 ? 200 : body?.code).toBe(expected);
    if (expected === 50035) expect(body?.errors).toBeDefined();
  });

  test.each([
    ["10 attachments", 10, 200],
    ["11 attachments", 11, 50035],
  ])("%s → %s", async (_name, count, expected) => {
    const { status, body } = await channelPost(
      { content: "files" },
      Array.from({ length: count }, () => Buffer.alloc(8)),
    );
    expect(status === 200 ? 200 : body?.code).toBe(expected);
  });

  test.each([
    [1024, 200],
    [1025, 413],
  ])("a file of %s bytes against the guild's 1024-byte limit → %s", async (size, expected) => {
    const { status, body } = await channelPost({ attachments: [{ id: "0" }] }, [Buffer.alloc(size, 1)]);
    expect(status).toBe(expected);
    if (status === 413) expect(body?.code).toBe(40005);
  });

  test("a body over 25 MiB is refused with 413 code 40005", async () => {
    const { status, body } = await channelPost({ content: text(25 * 1024 * 1024 + 1) });
    expect([status, body?.code]).toEqual([413, 40005]);
  });

  test("the bot routes need the bot token; the webhook routes need none", async () => {
    const handle = await fake.driver.slashCommand("ping");
    expect((await send(`/channels/${fake.guild.channelId}/messages`, { content: "hi" }, [], false)).status).toBe(401);
    expect((await send(`/channels/${fake.guild.channelId}/messages`, { content: "hi" }, [], true)).status).toBe(200);
    expect(
      (
        await send(
          `/interactions/${handle.id}/${handle.token}/callback`,
          { type: 4, data: { content: "hi" } },
          [],
          false,
        )
      ).status,
    ).toBe(204);
  });
});

describe("interaction limits", () => {
  test.each([
    [2048, 200],
    [2049, 413],
  ])("a follow-up file of %s bytes against the interaction's 2048-byte limit → %s", async (size, expected) => {
    const handle = await fake.driver.slashCommand("generate", {}, { attachmentSizeLimit: 2048 });
    await send(`/interactions/${handle.id}/${handle.token}/callback`, { type: 5 });
    const { status } = await send(
      `/webhooks/${fake.applicationId}/${handle.token}?wait=true`,
      { attachments: [{ id: "0" }] },
      [Buffer.alloc(size)],
    );
    expect(status).toBe(expected);
  });

  const choices = (n: number) => ({ choices: Array.from({ length: n }, (_, i) => ({ name: `c${i}`, value: `${i}` })) });
  test.each([
    ["25 autocomplete choices", 8, choices(25), 204],
    ["26 autocomplete choices", 8, choices(26), 50035],
    ["a modal title of 45", 9, { custom_id: "m", title: text(45), components: [] }, 204],
    ["a modal title of 46", 9, { custom_id: "m", title: text(46), components: [] }, 50035],
    ["a modal custom_id of 101", 9, { custom_id: text(101), title: "t", components: [] }, 50035],
  ])("%s → %s", async (_name, type, data, expected) => {
    const handle = await fake.driver.slashCommand("generate");
    const { status, body } = await send(`/interactions/${handle.id}/${handle.token}/callback`, { type, data });
    expect(status === 204 ? 204 : body?.code).toBe(expected);
  });
});
