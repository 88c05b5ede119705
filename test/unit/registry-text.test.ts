import { describe, expect, test } from "vitest";
import type { Node } from "../../src/api/registry.js";
import { infoView, providesView, searchView } from "../../src/features/node/views.js";
import { code, plain, registryLink } from "../../src/registry/text.js";

describe("registry text in the /node views", () => {
  test("is plain text on one line: no heading, list, masked link, emphasis or mention", () => {
    const shown = plain("## Verified\n- **[github.com](https://evil.example)** <@123> <t:0>", 500, {
      startsLine: true,
    });
    expect(shown).not.toContain("\n");
    expect(shown).toBe("\\## Verified - \\*\\*\\[github.com\\]\\(https://evil.example\\)\\*\\* \\<@123\\> \\<t:0\\>");
    expect(plain("- item", 20, { startsLine: true })).toBe("\\- item");
    expect(plain("1. item", 20, { startsLine: true })).toBe("\\1. item");
    expect(plain("> quote", 20, { startsLine: true })).toBe("\\> quote");
    // Within a line, a version stays as it is.
    expect(plain("1.2.0", 20)).toBe("1.2.0");
  });

  test("stays within its limit once escaped, never ending on half an escape", () => {
    for (const max of [10, 11, 60, 160]) {
      const shown = plain("*".repeat(1_000), max);
      expect(shown.length).toBeLessThanOrEqual(max);
      expect(shown).toMatch(/^(\\\*)+…$/);
    }
    expect(plain("short", 10)).toBe("short");
    expect(plain(undefined, 10)).toBe("");
  });

  test("in inline code, a backtick cannot end the code", () => {
    expect(code("1.0`` **x**\n2")).toBe("`1.0ˋˋ **x** 2`");
    expect(code("v".repeat(300), 60)).toHaveLength(62);
  });

  test("a link is shown only when it is a plain https URL, as its own host", () => {
    expect(registryLink("https://github.com/acme/tile-pack")).toEqual({
      url: "https://github.com/acme/tile-pack",
      shown: "[github.com](https://github.com/acme/tile-pack)",
    });
    expect(registryLink("https://xn--gthub-zsa.com/acme")?.shown).toBe(
      "[xn--gthub-zsa.com](https://xn--gthub-zsa.com/acme)",
    );
    expect(registryLink("https://gíthub.com/acme")?.shown).toBe("[xn--gthub-zsa.com](https://xn--gthub-zsa.com/acme)");
    for (const refused of [
      "http://github.com/acme",
      "javascript:alert(1)",
      "github.com/acme",
      "https://github.com/acme\n## Verified",
      "https://github.com/acme [github.com](https://evil.example)",
      "https://github.com/acme)(https://evil.example",
      "https://user:pw@github.com/acme",
      `https://github.com/${"a".repeat(400)}`,
      "",
      undefined,
    ])
      expect(registryLink(refused), String(refused)).toBeUndefined();
  });

  test("a pack with every field hostile and huge still fits Discord's embed limits in every view", () => {
    const huge = (s: string) => `${s}\n## ${"*[x](https://evil.example)*".repeat(400)}`;
    const node: Node = {
      id: huge("id"),
      name: huge("name"),
      description: huge("description"),
      author: huge("author"),
      repository: huge("https://github.com/acme/pack"),
      supported_os: Array.from({ length: 500 }, () => "linux"),
      supported_accelerators: Array.from({ length: 500 }, () => huge("cuda")),
      latest_version: { version: huge("1.0") },
    };
    const versions = Array.from({ length: 30 }, () => ({
      version: huge("v"),
      status: huge("NodeVersionStatusOdd"),
      createdAt: huge("2026"),
    }));
    const classes = {
      flow_nodes: Array.from({ length: 15 }, () => ({ flow_node_name: huge("Class") })),
      totalNumberOfPages: 3,
    };
    const views = [
      infoView("en", { node, versions, latest: "1.0" } as never, classes, 1),
      providesView("en", huge("Class"), node),
      searchView("en", { query: "q", page: 1 }, {
        nodes: Array(5).fill(node) as Node[],
        page: 1,
        total: 5,
        totalPages: 1,
      } as never),
    ];
    for (const view of views) {
      const embed = view.embeds![0] as {
        toJSON(): {
          title?: string;
          description?: string;
          url?: string;
          fields?: Array<{ name: string; value: string }>;
        };
      };
      const { title = "", description = "", fields = [], url } = embed.toJSON();
      expect(title.length).toBeLessThanOrEqual(256);
      expect(description.length).toBeLessThanOrEqual(4096);
      for (const field of fields) {
        expect(field.name.length).toBeLessThanOrEqual(256);
        expect(field.value.length).toBeLessThanOrEqual(1024);
      }
      const total = title.length + description.length + fields.reduce((n, f) => n + f.name.length + f.value.length, 0);
      expect(total).toBeLessThanOrEqual(6000);
      for (const text of [title, description, ...fields.flatMap((f) => [f.name, f.value])])
        // Markdown outside code spans only (inside one, nothing is read), and every span closed.
        expect(text.replace(/`[^`\n]*`/g, "")).not.toMatch(/(^|[^\\])\]\(https:\/\/evil|`/);
      expect(url).toBeUndefined();
    }
  });
});
