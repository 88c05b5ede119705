import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Workflow } from "../../src/api/cloud.js";
import { MAX_WORKFLOWS_PER_SERVER } from "../../src/db/workflows.js";
import { setGuildKey, useHarness } from "./harness.js";

const h = useHarness({ platform: true });
const guildId = () => h.discord.guild.id;
let sql: pg.Client;

beforeAll(async () => {
  await setGuildKey(h);
  sql = new pg.Client({ connectionString: h.databaseEnv.DATABASE_URL });
  await sql.connect();
});
afterAll(() => sql?.end());

/** A saved graph of about `bytes` that does not compress, so Postgres keeps it out of line (TOAST). */
function bulky(bytes: number): Workflow {
  return { "1": { class_type: "Note", inputs: { text: randomBytes(bytes / 2).toString("hex") } } };
}

async function save(names: string[], graph: Workflow): Promise<void> {
  for (const name of names)
    await h.database.store.workflows.add({
      guildId: guildId(),
      name,
      graph,
      inputMapping: {},
      authorId: h.discord.guild.owner.id,
    });
}

/** Saves through the test's own connection, whose statistics it can publish at once. */
async function saveDirectly(names: string[], graph: Workflow): Promise<void> {
  for (const name of names) {
    await sql.query(
      "insert into workflows (guild_id, name, graph, input_mapping, author_id) values ($1, $2, $3, '{}', 'u')",
      [guildId(), name, JSON.stringify(graph)],
    );
  }
}

async function choices(command: "generate" | "workflow", typed: string): Promise<string[]> {
  const options = command === "generate" ? { prompt: "x", workflow: typed } : { name: typed };
  const handle = await h.discord.driver.autocomplete(
    command,
    options,
    command === "generate" ? "workflow" : "name",
    command === "workflow" ? { subcommand: "remove" } : {},
  );
  const response = await handle.response();
  expect(response.type).toBe(8);
  return (response.data.choices as Array<{ name: string }>).map((c) => c.name);
}

/**
 * Blocks of the workflows table's out-of-line storage read so far: a saved graph is read from
 * there, a name never is. Postgres publishes a connection's counts when it goes idle, at most
 * once a second: `settleMs` waits for the bot's connections to have done so.
 */
async function graphBlocksRead(settleMs = 2_500): Promise<number> {
  await sleep(settleMs);
  const { rows } = await sql.query(
    "select coalesce(toast_blks_read, 0) + coalesce(toast_blks_hit, 0) as blocks from pg_statio_user_tables where relname = 'workflows'",
  );
  return Number(rows[0].blocks);
}

describe("workflow autocomplete reads names only", () => {
  test("40 saved workflows of 200 KB: five members typing read no graph, and see 25 names at most, matching", async () => {
    await saveDirectly(
      Array.from({ length: 40 }, (_, i) => `wf-${String(i).padStart(2, "0")}`),
      bulky(200_000),
    );
    await saveDirectly(["Portrait 100%", "Portrait_v2"], bulky(4_000));
    // The saves' own counts are published now, so that the next reading starts from them.
    await sql.query("select pg_stat_force_next_flush()");
    const before = await graphBlocksRead(0);

    const all = await Promise.all(Array.from({ length: 5 }, () => choices("generate", "")));
    for (const names of all)
      expect(names).toEqual([
        "Portrait 100%",
        "Portrait_v2",
        ...Array.from({ length: 23 }, (_, i) => `wf-${String(i).padStart(2, "0")}`),
      ]);
    expect(await choices("generate", "PORTRAIT")).toEqual(["Portrait 100%", "Portrait_v2"]);
    // What a member types is text, never a pattern: `%` and `_` match only themselves.
    expect(await choices("workflow", "100%")).toEqual(["Portrait 100%"]);
    expect(await choices("workflow", "t_v")).toEqual(["Portrait_v2"]);
    expect(await choices("generate", "wf-3")).toEqual([
      "wf-30",
      "wf-31",
      "wf-32",
      "wf-33",
      "wf-34",
      "wf-35",
      "wf-36",
      "wf-37",
      "wf-38",
      "wf-39",
    ]);

    expect((await graphBlocksRead()) - before).toBe(0);
    // Control: reading the workflows whole does read their graphs, so the count above can see it.
    await h.database.store.workflows.list(guildId());
    expect((await graphBlocksRead()) - before).toBeGreaterThan(0);
  }, 60_000);
});

describe(`a server keeps at most ${MAX_WORKFLOWS_PER_SERVER} workflows`, () => {
  test("one more is refused naming the limit, before the file is read or the service asked", async () => {
    const saved = (await h.database.store.workflows.list(guildId())).length;
    await save(
      Array.from({ length: MAX_WORKFLOWS_PER_SERVER - saved }, (_, i) => `filler-${i}`),
      bulky(100),
    );
    const asked = h.cloud.requests.length;
    const file = { filename: "w.json", contentType: "application/json", data: Buffer.from(JSON.stringify(bulky(100))) };
    const interaction = await h.discord.driver.slashCommand(
      "workflow",
      { name: "one-too-many", file },
      { subcommand: "add", user: h.discord.guild.owner },
    );
    const response = await interaction.response();
    expect(String(response.data.content)).toContain(
      `This server keeps ${MAX_WORKFLOWS_PER_SERVER} workflows, the most it may: remove one with \`/workflow remove\``,
    );
    expect(h.cloud.requests.length).toBe(asked);
    // The store holds the line too: two adds at once, for the last free place, let one through.
    await h.database.store.workflows.remove(guildId(), "filler-0");
    const results = await Promise.allSettled(["race-a", "race-b"].map((name) => save([name], bulky(100))));
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(await h.database.store.workflows.list(guildId())).toHaveLength(MAX_WORKFLOWS_PER_SERVER);
  });
});
