/**
 * A small in-process cache of promises, each kept for `ttlMs` and at most `max` at a time (the
 * oldest goes first). Callers asking for the same key while a load is under way share it; a
 * load that fails is forgotten at once, so a fault is never served from the cache.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { at: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly max = 500,
    private readonly now: () => number = Date.now,
  ) {}

  /** Forgets `key` (its value changed). */
  delete(key: string): void {
    this.entries.delete(key);
  }

  get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && this.now() - hit.at < this.ttlMs) return hit.value;
    this.entries.delete(key);
    const entry = { at: this.now(), value: load() };
    this.entries.set(key, entry);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value;
  }
}
