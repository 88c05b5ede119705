import { describe, expect, test } from "vitest";
import { createTempDir } from "../helpers/db.js";
import { runScript } from "../helpers/npm.js";

describe("npm run playground", () => {
  test("starts the bot, a local Discord and the simulators on the embedded database, and logs the page's URL", async () => {
    const data = await createTempDir();
    const playground = runScript(
      "playground",
      { FLOWBOT_HTTP_PORT: "0", FLOWBOT_DATA_DIR: data.dir },
      /flowbot playground: open (http:\S+)/,
    );
    try {
      const output = await playground.matched;
      const url = /open (http:\S+)/.exec(output)![1]!;
      expect(output).toContain("(simulated services;");
      // The page carries this start's token, which the API wants.
      const page = await (await fetch(url)).text();
      const token = /<meta name="playground-token" content="([\w-]+)"/.exec(page)![1]!;
      const state = (await (
        await fetch(`${url}api/state?as=member`, { headers: { "x-playground-token": token } })
      ).json()) as {
        services: string;
        commands: Array<{ name: string }>;
      };
      expect(state.services).toMatch(/^Simulated services/);
      expect(state.commands.map((c: { name: string }) => c.name)).toEqual(
        expect.arrayContaining(["generate", "settings", "Upscale image"]),
      );
      expect((await fetch(url)).headers.get("content-type")).toMatch(/^text\/html/);
      // The components' modules load from the page's own server.
      expect((await fetch(`${url}vendor/@skyra/discord-components-core/dist/index.js`)).status).toBe(200);
      expect((await fetch(`${url}vendor/lit/../../package.json`)).status).toBe(404);
    } finally {
      playground.interrupt();
      await playground.exited; // ends on Ctrl-C (npm itself reports the signal)
      await data.remove();
    }
    // No warning about unregistered commands: the playground registers them itself.
    expect(playground.output()).not.toMatch(/No commands are registered/);
  }, 180_000);
});
