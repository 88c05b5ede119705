import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { root } from "../helpers/npm.js";

/** The results go to a folder of the tests' own: `npm test` writes nothing into the project. */
const outputDir = mkdtempSync(join(tmpdir(), "flowbot-demo-output-"));

/** Runs `npm run demo -- <scenarios>`'s script to its end (node + tsx, as npm would), and returns what it printed. */
function demo(...scenarios: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/demo.ts", ...scenarios], {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", FLOWBOT_DEMO_OUTPUT: outputDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, output })));
}

/**
 * The four scenarios played by one run of the demo, in turn on its one bot (a bot's start, its
 * embedded database and the loader's transforms cost a run as much as a scenario does): what each
 * printed is the part under its `── name ──` line.
 */
let run: { code: number | null; output: string };
const played = (scenario: string) => {
  const part = run.output.split(/^── /m).find((p) => p.startsWith(`${scenario} ──`));
  expect(part, `the demo played ${scenario}`).toBeDefined();
  return part!;
};

beforeAll(async () => {
  writeFileSync(join(outputDir, "07-left-over.png"), "an earlier run's");
  run = await demo("upscale", "video", "node", "workflow");
}, 240_000);

describe("the image demos", () => {
  test("`npm run demo -- upscale` plays an upscale to its result and buttons, in a results folder it empties first", () => {
    expect(run.code, run.output).toBe(0);
    const output = played("upscale");
    expect(output).toContain("member › /upscale image:photo.png (320×240) scale:4x");
    expect(output).toContain('"Upscale 4×"');
    expect(output).toMatch(/\.png \(\d+(\.\d+)? KB, PNG 1280×960\)/);
    expect(output).toContain("buttons: Upscale again (8×) · Redo upscale");
    // Each result has a file of its own, numbered, so that the next one does not overwrite it.
    expect(output).toContain(`→ ${outputDir}/01-`);
    expect(readdirSync(outputDir).filter((name) => name.startsWith("07-left"))).toEqual([]);
  });
});

describe("the video, node and workflow demos", () => {
  test("`npm run demo -- video` plays a start-end video to its file and Extend", () => {
    expect(run.code, run.output).toBe(0);
    const output = played("video");
    expect(output).toContain("member › /video start-end");
    expect(output).toMatch(/📎 .+\.mp4/);
    expect(output).toContain("buttons: Extend");
    // A video that plays: an H.264 MP4 with its index, not a stub.
    const video = readFileSync(/→ (\S+\.mp4)/.exec(output)![1]!);
    expect(video.subarray(4, 8).toString()).toBe("ftyp");
    expect(video.includes("moov")).toBe(true);
    expect(video.includes("avc1")).toBe(true);
    expect(video.length).toBeGreaterThan(10_000);
  });

  test("`npm run demo -- node` and `-- workflow` play the registry lookups and a saved workflow's run", () => {
    expect(run.code, run.output).toBe(0);
    const node = played("node");
    expect(node).toContain("buttons: ◀ · ▶");
    expect(node).toContain("member › /node info id:impact-pack");
    expect(node).toContain('"Impact Pack — impact-pack"');
    // The README's example finds its pack; and what the demo printed once is not printed again.
    expect(node).toContain("member › /node provides class_name:FaceDetailer");
    expect(node.match(/`FaceDetailer` is provided by this pack/g)).toHaveLength(1);
    // Discord's markdown as Discord shows it: the bot's escapes and a masked link's marks do not show.
    expect(node).toContain("Impact nodes for flow graphs (pack) · github.com (https://github.com/");
    expect(node).not.toMatch(/\\[()*_`]|\]\(https/);
    expect(played("workflow")).toContain("Workflow portrait");
  });
});
