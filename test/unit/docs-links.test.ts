import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, test } from "vitest";

const root = join(import.meta.dirname, "..", "..");

/** README.md and every Markdown file of docs/, by their path from the repository's root. */
function documents(): string[] {
  const docs = readdirSync(join(root, "docs")).filter((name) => name.endsWith(".md"));
  return ["README.md", ...docs.map((name) => `docs/${name}`)];
}

/** The text outside fenced code blocks and inline code spans: what GitHub renders as prose. */
function prose(markdown: string): string {
  return markdown.replace(/^[ \t]*(```|~~~)[^\n]*\n[\s\S]*?^[ \t]*\1[^\n]*$/gm, "").replace(/`[^`\n]*`/g, "");
}

/** GitHub's anchor for a heading (github-slugger): lower case, punctuation dropped, spaces to dashes. */
function slug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, "")
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, "").replace(/ /g, "-");
}

/** Every anchor a Markdown text's headings give, repeated headings numbered as GitHub does (-1, -2…). */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const match of prose(markdown).matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const base = slug(match[1]!);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    result.add(count === 0 ? base : `${base}-${count}`);
  }
  return result;
}

/** The links of a Markdown text that lead nowhere: a missing file, a heading that does not exist. */
function brokenLinks(file: string, read: (path: string) => string | undefined): string[] {
  const text = read(file) ?? "";
  const broken: string[] = [];
  for (const match of prose(text).matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    const target = match[1]!;
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:: checked elsewhere
    const hash = target.indexOf("#");
    const path = hash < 0 ? target : target.slice(0, hash);
    const anchor = hash < 0 ? undefined : decodeURIComponent(target.slice(hash + 1));
    const resolved = path === "" ? file : relative(root, resolve(root, dirname(file), decodeURIComponent(path)));
    if (resolved.startsWith("..")) {
      broken.push(`${target}: outside the repository`);
      continue;
    }
    const content = read(resolved);
    if (content === undefined) {
      broken.push(`${target}: no file ${resolved}`);
      continue;
    }
    if (anchor !== undefined && resolved.endsWith(".md") && !anchors(content).has(anchor)) {
      broken.push(`${target}: no heading #${anchor} in ${resolved}`);
    }
  }
  return broken;
}

function readRepo(path: string): string | undefined {
  const full = join(root, path);
  if (!existsSync(full)) return undefined;
  return path.endsWith(".md") ? readFileSync(full, "utf8") : "";
}

describe("links of the README and docs/", () => {
  test("GitHub's anchors: punctuation dropped, code and links read as their text, repeats numbered", () => {
    expect(slug("Try it first, in your browser, with no account")).toBe("try-it-first-in-your-browser-with-no-account");
    expect(slug("Run it on your own GPUs")).toBe("run-it-on-your-own-gpus");
    expect(slug("What `FLOW_ENGINE_URLS` takes: [weights](x.md)")).toBe("what-flow_engine_urls-takes-weights");
    expect(slug("Today's figures")).toBe("todays-figures");
    expect([...anchors("# A\n\n```sh\n# not a heading\n```\n\n## A\n### B c\n")]).toEqual(["a", "a-1", "b-c"]);
  });

  test("the check finds a missing file, a missing heading and a path out of the repository", () => {
    const files: Record<string, string> = {
      "README.md":
        "# Top\n\n[ok](docs/a.md#there) [self](#top) [gone](docs/b.md) [no](docs/a.md#nowhere) [up](../x.md)\n",
      "docs/a.md": "# A\n\n## There\n\n[back](../README.md#top) [bad](#here) `[code](not-checked.md)`\n",
    };
    const read = (path: string) => files[path];
    expect(brokenLinks("README.md", read)).toEqual([
      "docs/b.md: no file docs/b.md",
      "docs/a.md#nowhere: no heading #nowhere in docs/a.md",
      "../x.md: outside the repository",
    ]);
    expect(brokenLinks("docs/a.md", read)).toEqual(["#here: no heading #here in docs/a.md"]);
  });

  test.each(documents())("every relative link and anchor of %s resolves", (file) => {
    expect(brokenLinks(file, readRepo)).toEqual([]);
  });

  test.each(documents())("%s names no path outside the project and no local address as a link", (file) => {
    const text = readFileSync(join(root, file), "utf8");
    expect(text).not.toMatch(/\.\.\/shared|\/work\//);
    for (const match of prose(text).matchAll(/\]\((https?:[^)\s]+)\)|<(https?:[^>]+)>/g)) {
      expect(new URL(match[1] ?? match[2]!).hostname, file).not.toMatch(/^(127\.|localhost)/);
    }
  });

  test("the README stays a front page: at most 300 lines, every file of docs/ linked from it", () => {
    const readme = readFileSync(join(root, "README.md"), "utf8");
    expect(readme.split("\n").length - (readme.endsWith("\n") ? 1 : 0)).toBeLessThanOrEqual(300);
    for (const file of documents().slice(1)) expect(readme, file).toContain(`](${file}`);
  });
});
