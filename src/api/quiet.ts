/**
 * A quiet time counted in the ticks of a timer rather than by the wall clock: `tick()`, called on
 * each tick, says whether more than `ticks` ticks have run since the last sign of life (`heard()`).
 * A process that stalls (starved of CPU, a long pause) runs a late timer once, not once per period
 * missed, and reads its sockets between two ticks: its own stall is not taken for the other side's
 * silence. Measured by the clock, it was: the first timer after a stall of the process found the
 * time up while the frames that would have said otherwise waited unread on the socket (a socket
 * dropped for nothing, a job read back for nothing, racing its end).
 */
export interface QuietTime {
  heard(): void;
  tick(): boolean;
}

export function quietTime(ticks: number): QuietTime {
  let since = 0;
  return {
    heard() {
      since = 0;
    },
    tick() {
      return ++since > ticks;
    },
  };
}
