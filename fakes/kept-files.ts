import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Records kept in a folder across a simulator's restarts (the playground's, beside its database):
 * read back when it starts, each one written as it is set (whole, then put in place: one stopped
 * mid-write keeps the one before) and removed as it is deleted. A record is `<name>.json`, its
 * name written URL-encoded.
 */
export class KeptRecords<T> extends Map<string, T> {
  constructor(protected readonly dir: string) {
    super();
    mkdirSync(dir, { recursive: true });
    for (const entry of readdirSync(dir)) {
      if (!entry.endsWith(".json")) continue;
      const stem = entry.slice(0, -".json".length);
      try {
        super.set(decodeURIComponent(stem), this.read(stem));
      } catch {
        // A record half written when the simulator stopped: left out.
      }
    }
  }

  override set(name: string, record: T): this {
    // The constructor's reads set through Map itself: only what is set later is written.
    this.write(encodeURIComponent(name), record);
    return super.set(name, record);
  }

  override delete(name: string): boolean {
    const stem = encodeURIComponent(name);
    for (const file of this.filesOf(stem)) rmSync(join(this.dir, file), { force: true });
    return super.delete(name);
  }

  protected read(stem: string): T {
    return JSON.parse(readFileSync(join(this.dir, `${stem}.json`), "utf8")) as T;
  }

  protected write(stem: string, record: T): void {
    this.put(`${stem}.json`, JSON.stringify(record));
  }

  protected filesOf(stem: string): string[] {
    return [`${stem}.json`];
  }

  /** Written whole, then put in place. */
  protected put(file: string, data: string | Buffer): void {
    const path = join(this.dir, file);
    writeFileSync(`${path}.new`, data);
    renameSync(`${path}.new`, path);
  }
}

/**
 * A simulator's files kept across its restarts: a file is its bytes (`<name>.bin`) and what else it
 * carries (`<name>.json`, written after the bytes: a file whose bytes were cut short is left out).
 */
export class KeptFiles<T extends { data: Buffer }> extends KeptRecords<T> {
  protected override read(stem: string): T {
    const rest = JSON.parse(readFileSync(join(this.dir, `${stem}.json`), "utf8")) as Omit<T, "data">;
    return { ...rest, data: readFileSync(join(this.dir, `${stem}.bin`)) } as T;
  }

  protected override write(stem: string, file: T): void {
    const { data, ...rest } = file;
    this.put(`${stem}.bin`, data);
    this.put(`${stem}.json`, JSON.stringify(rest));
  }

  protected override filesOf(stem: string): string[] {
    return [`${stem}.json`, `${stem}.bin`];
  }
}
