/** What the choice of an engine weighs of each one that could take a job. */
export interface Candidate {
  url: string;
  /** Its load: `queue_remaining`, plus what this process queued since. */
  queue: number;
  weight: number;
  /** The checkpoint of the last prompt sent there: it is likely still loaded. */
  lastCheckpoint: string | undefined;
}

/**
 * The least busy candidate, each one's queue counted against its weight; one that ran the job's
 * checkpoint last wins if it is at most one prompt busier than that (loading another checkpoint
 * takes seconds, about a prompt's time on a GPU). Ties go to the one listed first.
 */
export function choose<C extends Candidate>(candidates: readonly C[], checkpoint: string | undefined): C | undefined {
  let best: C | undefined;
  for (const candidate of candidates) if (!best || load(candidate) < load(best)) best = candidate;
  if (!best || checkpoint === undefined || best.lastCheckpoint === checkpoint) return best;
  const warm = candidates
    .filter((c) => c.lastCheckpoint === checkpoint && load(c) <= load(best) + 1 / c.weight)
    .sort((a, b) => load(a) - load(b))[0];
  return warm ?? best;
}

const load = (c: Candidate) => c.queue / c.weight;
