/**
 * Remembers what was already said, so a refusal is said once per member and message: a member
 * who reacts again and again under someone's image must not make the bot post a reply each time.
 * Kept in memory for `ttlMs`, at most `max` entries (the oldest forgotten first); a process
 * restart, or another process, may say it once more, which is acceptable.
 */
export class SaidOnce {
  private readonly said = new Map<string, number>();

  constructor(
    private readonly ttlMs = 3_600_000,
    private readonly max = 10_000,
  ) {}

  /** True the first time for `key` within the window; false after. */
  first(key: string, now = Date.now()): boolean {
    const at = this.said.get(key);
    if (at !== undefined && now - at < this.ttlMs) return false;
    this.said.delete(key);
    this.said.set(key, now);
    if (this.said.size > this.max) this.said.delete(this.said.keys().next().value!);
    return true;
  }
}
