import type { CloudEvent } from "./cloud-types.js";

export interface EarlyLimits {
  /** Prompts kept at most; the oldest is dropped first. */
  prompts: number;
  /** Events kept per prompt. */
  events: number;
  /** Bytes kept in all (preview data, the JSON text of other events); the oldest events are dropped first. */
  bytes: number;
  ttlMs: number;
}

/** A socket's frames may be 8 MiB each: what nobody watches is bounded well below a handful of them. */
export const EARLY_LIMITS: EarlyLimits = { prompts: 64, events: 200, bytes: 8 * 1024 * 1024, ttlMs: 60_000 };

interface Entry {
  at: number;
  events: CloudEvent[];
  sizes: number[];
}

/**
 * Events of prompts nobody watches yet (the submit answer can lag the socket), kept for a while so
 * the watcher that comes hears them, bounded in prompts, events and bytes whatever a service or
 * engine sends: prompts nobody ever watches are dropped oldest first, and only the newest preview
 * of a prompt is kept.
 */
export class EarlyEvents {
  private readonly entries = new Map<string, Entry>();
  private total = 0;

  constructor(private readonly limits: EarlyLimits = EARLY_LIMITS) {}

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.total;
  }

  get(promptId: string): { events: readonly CloudEvent[] } | undefined {
    return this.entries.get(promptId);
  }

  values(): IterableIterator<{ events: readonly CloudEvent[] }> {
    return this.entries.values();
  }

  keep(promptId: string, event: CloudEvent): void {
    const size = sizeOf(event);
    if (size > this.limits.bytes) return;
    const now = Date.now();
    // Oldest first (insertion order): expired ones are swept as anything comes.
    for (const [id, old] of this.entries) {
      if (now - old.at <= this.limits.ttlMs) break;
      this.drop(id);
    }
    let entry = this.entries.get(promptId);
    if (!entry) this.entries.set(promptId, (entry = { at: now, events: [], sizes: [] }));
    // Previews are large and superseded by the next one: keep only the newest.
    if (event.type === "preview") this.dropWhere(entry, (e) => e.type === "preview");
    if (entry.events.length >= this.limits.events) return;
    entry.events.push(event);
    entry.sizes.push(size);
    this.total += size;
    while (this.entries.size > this.limits.prompts) this.drop(this.entries.keys().next().value!);
    while (this.total > this.limits.bytes) this.dropOldestEvent();
  }

  /** The prompt's kept events, in order, no longer kept. */
  take(promptId: string): CloudEvent[] {
    const events = this.entries.get(promptId)?.events ?? [];
    this.drop(promptId);
    return events;
  }

  private drop(promptId: string): void {
    const entry = this.entries.get(promptId);
    if (!entry) return;
    for (const size of entry.sizes) this.total -= size;
    this.entries.delete(promptId);
  }

  private dropWhere(entry: Entry, match: (event: CloudEvent) => boolean): void {
    for (let i = entry.events.length - 1; i >= 0; i--) {
      if (!match(entry.events[i]!)) continue;
      this.total -= entry.sizes[i]!;
      entry.events.splice(i, 1);
      entry.sizes.splice(i, 1);
    }
  }

  private dropOldestEvent(): void {
    const [id, entry] = this.entries.entries().next().value!;
    this.total -= entry.sizes.shift() ?? 0;
    entry.events.shift();
    if (entry.events.length === 0) this.entries.delete(id);
  }
}

function sizeOf(event: CloudEvent): number {
  return event.type === "preview" ? event.data.length : Buffer.byteLength(JSON.stringify(event));
}
