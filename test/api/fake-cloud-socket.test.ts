import { once } from "node:events";
import { afterAll, beforeAll, expect, test } from "vitest";
import WebSocket from "ws";
import { startFakeCloud, type FakeCloud } from "../../fakes/cloud/server.js";

let fake: FakeCloud;

beforeAll(async () => {
  fake = await startFakeCloud();
});
afterAll(() => fake.close());

test("the fake's /ws ignores a malformed client message and keeps the socket", async () => {
  const socket = new WebSocket(`${fake.url.replace("http", "ws")}/ws?clientId=c&token=${fake.apiKey}`);
  await once(socket, "message");
  socket.send("{not json");
  socket.send(JSON.stringify({ type: "feature_flags", data: { supports_preview_metadata: true } }));
  socket.ping();
  await once(socket, "pong");
  expect(socket.readyState).toBe(WebSocket.OPEN);
  expect(fake.sockets()).toBe(1);
  socket.close();
}, 3_000);
