import { beforeEach, describe, expect, test } from "vitest";
import type { InteractionHandle } from "../../fakes/discord/server.js";
import { useHarness } from "./harness.js";

const h = useHarness({ platform: true });
const platform = () => h.platform;
const node = (options: Record<string, unknown>, subcommand: string) =>
  h.discord.driver.slashCommand("node", options, { subcommand });

beforeEach(() => {
  platform().knobs.fail5xxNext = 0;
});

/** What the member sees: an immediate reply, or the deferred reply once it is filled in. */
async function shown(interaction: InteractionHandle) {
  const response = await interaction.response();
  if (response.type === 4)
    return {
      content: String(response.data.content ?? ""),
      embeds: [] as any[],
      components: [] as any[],
      flags: Number(response.data.flags ?? 0),
      id: "",
    };
  return h.discord.waitFor(() => {
    const message = interaction.originalMessage();
    return message && (message.flags & 128) === 0 ? message : undefined;
  });
}

const text = (message: { content: string; embeds: unknown[] }) =>
  `${message.content} ${JSON.stringify(message.embeds)}`;
const searches = () => platform().requests.filter((r) => r.path === "/nodes/search");

describe("/node search", () => {
  test("pages forward and back with buttons that still work after a restart", async () => {
    const first = await shown(await node({ query: "pack" }, "search"));
    expect(text(first)).toMatch(/packs match `pack` · page 1 of (\d+)/);
    const pages = Number(/page 1 of (\d+)/.exec(text(first))![1]);
    expect(pages).toBeGreaterThan(1);
    expect(first.embeds[0].fields).toHaveLength(5);
    const firstIds = first.embeds[0].fields.map((f: { name: string }) => f.name);
    const ids = JSON.stringify(first.components);
    expect(ids).toContain('"custom_id":"node:s:2:::pack"');

    await h.restart();
    const before = searches().length;
    await h.discord.driver.clickButton(first.id, "node:s:2:::pack");
    const second = await h.discord.waitFor(() => {
      const m = h.discord.messages.get(first.id)!;
      return text(m).includes("page 2 of") ? m : undefined;
    });
    const secondIds = second.embeds[0].fields.map((f: { name: string }) => f.name);
    expect(secondIds.some((id: string) => firstIds.includes(id))).toBe(false);
    expect(
      searches()
        .slice(before)
        .map((r) => r.query),
    ).toEqual([{ search: "pack", page: "2", limit: "5" }]);

    await h.discord.driver.clickButton(first.id, "node:s:1:::pack");
    const back = await h.discord.waitFor(() => {
      const m = h.discord.messages.get(first.id)!;
      return text(m).includes("page 1 of") ? m : undefined;
    });
    expect(back.embeds[0].fields.map((f: { name: string }) => f.name)).toEqual(firstIds);
  });

  test("shows each pack's author, stars, downloads, latest version and repository, and passes the filters", async () => {
    const message = await shown(await node({ query: "tile", os: "macos", accelerator: "mps" }, "search"));
    expect(searches().at(-1)!.query).toMatchObject({
      search: "tile",
      supported_os: "macos",
      supported_accelerator: "mps",
    });
    const field = JSON.stringify(message.embeds[0].fields[0]);
    const id = /— ([\w-]+)/.exec(message.embeds[0].fields[0].name)![1]!;
    const tile = platform().catalogue.nodes.get(id)!.record;
    expect(tile.supported_os).toContain("macos");
    expect(field).toContain(`by ${String(platform().catalogue.publishers.get(String(tile.author))!.name)}`);
    expect(field).toContain(`★ ${String(tile.github_stars)}`);
    expect(field).toContain(String(tile.repository));
    expect(field).toMatch(/latest `1\.\d\.0`/);
  });

  test("says plainly when nothing matches", async () => {
    const message = await shown(await node({ query: "no-such-thing-anywhere" }, "search"));
    expect(message.content).toBe("No pack in the registry matches `no-such-thing-anywhere`.");
    expect(message.components).toEqual([]);
  });

  test("an identical search within a minute is answered from the cache", async () => {
    await shown(await node({ query: "essentials" }, "search"));
    const before = searches().length;
    await shown(await node({ query: "essentials" }, "search"));
    expect(searches().length).toBe(before);
  });
});

describe("/node info", () => {
  test("shows the versions newest first with their status, and the latest version's classes", async () => {
    const message = await shown(await node({ id: "video-pack" }, "info"));
    const fields = message.embeds[0].fields as Array<{ name: string; value: string }>;
    const versions = fields.find((f) => f.name.startsWith("Versions"))!;
    expect(versions.value.split("\n").map((line) => line.split(" ").slice(0, 2).join(" "))).toEqual([
      "`1.3.0` Pending",
      "`1.2.0` Active",
      "`1.1.0` Deleted",
      "`1.0.0` Active",
    ]);
    const classes = fields.find((f) => f.name.startsWith("Node classes"))!;
    expect(classes.name).toBe("Node classes in 1.2.0");
    expect(classes.value).toBe("`VideoPackLoader` `VideoPackSampler` `VideoPackPreview`");
  });

  test("pages a long class list with buttons", async () => {
    const pack = platform().catalogue.nodes.get("depth-pack")!;
    const flowNodes = new Map(
      Array.from({ length: 20 }, (_, i) => [`DepthNode${i}`, { flow_node_name: `DepthNode${i}` }]),
    );
    pack.versions.push({
      flowNodes,
      record: {
        id: "depth-pack@2.0.0",
        node_id: "depth-pack",
        version: "2.0.0",
        status: "NodeVersionStatusActive",
        createdAt: "2026-01-01T00:00:00Z",
      },
    });
    const message = await shown(await node({ id: "depth-pack" }, "info"));
    expect(text(message)).toContain("Node classes in 2.0.0, page 1 of 2");
    expect(text(message)).toContain("DepthNode14");
    await h.discord.driver.clickButton(message.id, "node:c:2:depth-pack");
    const second = await h.discord.waitFor(() => {
      const m = h.discord.messages.get(message.id)!;
      return text(m).includes("page 2 of 2") ? m : undefined;
    });
    expect(text(second)).toContain("DepthNode19");
    expect(text(second)).not.toContain("DepthNode14");
  });

  test("autocompletes pack ids from the registry's search", async () => {
    const interaction = await h.discord.driver.autocomplete("node", { id: "vid" }, "id", { subcommand: "info" });
    const response = await interaction.response();
    expect(response.type).toBe(8);
    const values = response.data.choices.map((c: { value: string }) => c.value);
    expect(values).toContain("video-pack");
    expect(values.every((v: string) => v.includes("video"))).toBe(true);
  });

  test("an unknown id is said plainly", async () => {
    // Privately, as every other refusal (issue 30, item 7): a follow-up only the member sees.
    const interaction = await node({ id: "no-such-pack" }, "info");
    const message = await h.discord.waitFor(() => interaction.followUps()[0]);
    expect(message.flags & 64).toBe(64);
    expect(message.content).toContain("The registry has no pack with the id `no-such-pack`");
  });

  test("a registry fault gives a clear message, never a stack", async () => {
    platform().knobs.fail5xxNext = 10;
    const message = await shown(await node({ id: "audio-suite" }, "info"));
    expect(message.content).toBe("⚠️ The node registry is not answering right now. Try again in a minute.");
    expect(message.content).not.toMatch(/at .*\.ts|Error:/);
  });
});

describe("/node provides", () => {
  test("names the pack that provides a known class, with its repository and latest version", async () => {
    const message = await shown(await node({ class_name: "VideoPackLoader" }, "provides"));
    const shownText = text(message);
    expect(shownText).toContain("video-pack");
    expect(shownText).toContain(String(platform().catalogue.nodes.get("video-pack")!.record.repository));
    expect(shownText).toContain("latest `1.2.0`");
    expect(platform().requests.at(-1)!.path).toBe("/flow-nodes/VideoPackLoader/node");
  });

  test("says plainly that no pack provides an unknown class", async () => {
    const message = await shown(await node({ class_name: "TotallyUnknownNode" }, "provides"));
    expect(message.content).toMatch(/^No pack in the registry provides `TotallyUnknownNode`/);
  });
});

describe("/node refuses hostile input before asking the registry", () => {
  test.each([
    ["search", "a NUL in the query", { query: "a\u0000b" }, "`query` must not contain control characters"],
    [
      "search",
      "a 6000-character query",
      { query: "x".repeat(6000) },
      "`query` must be 1 to 60 characters long (it is 6,000)",
    ],
    ["search", "a blank query", { query: "   " }, "`query` must be 1 to 60 characters long (it is 0)"],
    ["search", "a lone surrogate in the query", { query: "a\ud800b" }, "`query` contains a broken character"],
    [
      "search",
      "a right-to-left override in the query",
      { query: "\u202eabc" },
      "`query` must not contain text-direction override characters",
    ],
    ["search", "a query of joiners only", { query: "\u200c\u200d" }, "`query` must contain visible text"],
    ["search", "a mention in the query", { query: "@everyone" }, "`query` must not contain mentions"],
    [
      "provides",
      "a lone surrogate in the class name",
      { class_name: "\udfffNode" },
      "`class_name` contains a broken character",
    ],
    ["search", "an OS that is not a choice", { query: "ok", os: "beos" }, "`os` must be one of: windows, linux, macos"],
    ["info", "an id with spaces and punctuation", { id: "bad id!" }, "`id` may hold only letters, digits and - _ ."],
    ["info", "a 6000-character id", { id: "y".repeat(6000) }, "`id` must be 1 to 80 characters long"],
    [
      "provides",
      "a BEL in the class name",
      { class_name: "Bell\u0007Node" },
      "`class_name` must not contain control characters",
    ],
    [
      "provides",
      "a 6000-character class name",
      { class_name: "z".repeat(6000) },
      "`class_name` must be 1 to 200 characters long",
    ],
  ])("/node %s with %s is refused naming the field", async (subcommand, _what, options, expected) => {
    const before = platform().requests.length;
    const response = await (await node(options, subcommand)).response();
    expect(response.type).toBe(4);
    expect(response.data.content).toContain(expected);
    expect(response.data.flags & 64).toBe(64);
    expect(platform().requests.length).toBe(before);
  });
});
