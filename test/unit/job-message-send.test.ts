import { AttachmentBuilder, Routes, type TextChannel } from "discord.js";
import { describe, expect, test } from "vitest";
import { postIn, send, STREAMED_FROM_BYTES } from "../../src/discord/job-message/upload.js";
import { NO_MENTIONS } from "../../src/discord/render/render.js";
import { Pieces } from "../../src/pieces.js";
import { startWithClient } from "../fakes-discord/client.js";

const { fake, client } = await startWithClient();
const channel = (await client.channels.fetch(fake.guild.channelId)) as TextChannel;

/** Posts `files` through the one send, noting whether discord.js's own call was taken; what Discord got. */
async function post(files: AttachmentBuilder[]) {
  let library = false;
  const { id } = await send(
    { content: "result", files, allowedMentions: NO_MENTIONS },
    {
      target: channel,
      method: "post",
      route: Routes.channelMessages(channel.id),
      auth: true,
      library: (payload) => ((library = true), channel.send(payload)),
    },
  );
  const upload = fake.restLog.findLast(
    (e) => e.method === "POST" && e.path.endsWith(`/channels/${channel.id}/messages`),
  )!;
  return { id, library, upload, message: fake.messages.get(id)! };
}

const png = (bytes: number) => Buffer.alloc(bytes, 7);

describe("the one send of the job message", () => {
  test("a message without files, or with small ones, goes through discord.js", async () => {
    const bare = await post([]);
    expect(bare.library).toBe(true);
    expect(bare.message.content).toBe("result");
    const small = await post([new AttachmentBuilder(png(1024), { name: "a.png" })]);
    expect(small.library).toBe(true);
    expect(small.upload.contentType).not.toMatch(/boundary=flowbot-/);
    expect(small.message.attachments.map((a) => a.data.length)).toEqual([1024]);
  });

  test("files together over the threshold go as the bot's own streamed body, each with its type; the id is the new message's", async () => {
    const half = Math.ceil(STREAMED_FROM_BYTES / 2);
    const sent = await post([
      new AttachmentBuilder(png(half), { name: "a.png" }),
      new AttachmentBuilder(png(half), { name: "b.webm" }),
    ]);
    expect(sent.library).toBe(false);
    expect(sent.upload.contentType).toMatch(/^multipart\/form-data; boundary=flowbot-/);
    expect(sent.message.content).toBe("result");
    expect(sent.message.attachments.map((a) => [a.filename, a.contentType, a.data.length])).toEqual([
      ["a.png", "image/png", half],
      ["b.webm", "video/webm", half],
    ]);
  });

  test("a post in a channel goes by the same send: small through discord.js, large streamed", async () => {
    const small = await postIn(channel, { files: [new AttachmentBuilder(png(10), { name: "s.png" })] });
    expect(fake.restLog.at(-1)!.contentType).not.toMatch(/boundary=flowbot-/);
    const large = await postIn(channel, {
      files: [new AttachmentBuilder(png(STREAMED_FROM_BYTES), { name: "l.png" })],
    });
    expect(fake.restLog.at(-1)!.contentType).toMatch(/boundary=flowbot-/);
    expect([small, large].map((id) => fake.messages.get(id)!.attachments[0]!.data.length)).toEqual([
      10,
      STREAMED_FROM_BYTES,
    ]);
  });

  test("a download's pieces are streamed whatever their size, read from the pieces as they are", async () => {
    const pieces = new Pieces([Buffer.from("ab"), Buffer.from("cd")], 4);
    const sent = await post([new AttachmentBuilder(pieces as never, { name: "c.png" })]);
    expect(sent.library).toBe(false);
    expect(sent.message.attachments.map((a) => a.data.toString())).toEqual(["abcd"]);
  });
});
