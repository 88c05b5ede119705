import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface CallbackReceiver {
  url: string;
  received: { path: string; body: unknown }[];
  close(): Promise<void>;
}

/** A small server standing in for the bot's callback endpoint: records every JSON POST. */
export async function startCallbackReceiver(): Promise<CallbackReceiver> {
  const received: CallbackReceiver["received"] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({ path: req.url ?? "/", body: JSON.parse(Buffer.concat(chunks).toString("utf8") || "null") });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
