import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { root } from "../helpers/npm.js";

/** The results go to a folder of the tests' own: `npm test` writes nothing into the project. */
const outputDir = mkdtempSync(join(tmpdir(), "flowbot-demo-output-"));

/** Runs `npm run demo -- <scenario>`'s script to its end (node + tsx, as npm would), and returns what it printed. */
function demo(scenario: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/demo.ts", scenario], {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", FLOWBOT_DEMO_OUTPUT: outputDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, output })));
}

describe("the image demos", () => {
  test("`npm run demo -- upscale` plays an upscale to its result and buttons, in a results folder it empties first", async () => {
    writeFileSync(join(outputDir, "07-left-over.png"), "an earlier run's");
    const { code, output } = await demo("upscale");
    expect(code).toBe(0);
    expect(output).toContain("member › /upscale image:photo.png (320×240) scale:4x");
    expect(output).toContain('"Upscale 4×"');
    expect(output).toMatch(/\.png \(\d+(\.\d+)? KB, PNG 1280×960\)/);
    expect(output).toContain("buttons: Upscale again (8×) · Redo upscale");
    // Each result has a file of its own, numbered, so that the next one does not overwrite it.
    expect(output).toContain(`→ ${outputDir}/01-`);
    expect(readdirSync(outputDir).filter((name) => name.startsWith("07-left"))).toEqual([]);
  }, 90_000);
});

describe("the video, node and workflow demos", () => {
  test("`npm run demo -- video` plays a start-end video to its file and Extend", async () => {
    const { code, output } = await demo("video");
    expect(code).toBe(0);
    expect(output).toContain("member › /video start-end");
    expect(output).toMatch(/📎 .+\.mp4/);
    expect(output).toContain("buttons: Extend");
    // A video that plays: an H.264 MP4 with its index, not a stub.
    const video = readFileSync(/→ (\S+\.mp4)/.exec(output)![1]!);
    expect(video.subarray(4, 8).toString()).toBe("ftyp");
    expect(video.includes("moov")).toBe(true);
    expect(video.includes("avc1")).toBe(true);
    expect(video.length).toBeGreaterThan(10_000);
  }, 90_000);

  test("`npm run demo -- node` and `-- workflow` play the registry lookups and a saved workflow's run", async () => {
    const node = await demo("node");
    expect(node.code).toBe(0);
    expect(node.output).toContain("buttons: ◀ · ▶");
    expect(node.output).toContain("member › /node info id:impact-pack");
    expect(node.output).toContain('"Impact Pack — impact-pack"');
    // The README's example finds its pack; and what the demo printed once is not printed again.
    expect(node.output).toContain("member › /node provides class_name:FaceDetailer");
    expect(node.output.match(/`FaceDetailer` is provided by this pack/g)).toHaveLength(1);
    // Discord's markdown as Discord shows it: the bot's escapes and a masked link's marks do not show.
    expect(node.output).toContain("Impact nodes for flow graphs (pack) · github.com (https://github.com/");
    expect(node.output).not.toMatch(/\\[()*_`]|\]\(https/);
    const workflow = await demo("workflow");
    expect(workflow.code).toBe(0);
    expect(workflow.output).toContain("Workflow portrait");
  }, 240_000);
});
