import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * A simulator's files kept in a folder across its restarts (the playground's, beside its
 * database): read back when it starts, each new one written as it is stored. A file is its bytes
 * (`<name>.bin`) and what else it carries (`<name>.json`), its name written URL-encoded.
 */
export class KeptFiles<T extends { data: Buffer }> extends Map<string, T> {
  constructor(private readonly dir: string) {
    super();
    mkdirSync(dir, { recursive: true });
    for (const entry of readdirSync(dir)) {
      if (!entry.endsWith(".json")) continue;
      const stem = entry.slice(0, -".json".length);
      try {
        const rest = JSON.parse(readFileSync(join(dir, entry), "utf8")) as Omit<T, "data">;
        super.set(decodeURIComponent(stem), { ...rest, data: readFileSync(join(dir, `${stem}.bin`)) } as T);
      } catch {
        // A file half written when the simulator stopped: left out.
      }
    }
  }

  override set(name: string, file: T): this {
    const stem = encodeURIComponent(name);
    const { data, ...rest } = file;
    writeFileSync(join(this.dir, `${stem}.bin`), data);
    writeFileSync(join(this.dir, `${stem}.json`), JSON.stringify(rest));
    return super.set(name, file);
  }
}
