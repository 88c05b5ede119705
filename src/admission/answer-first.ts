import { setTimeout as sleep } from "node:timers/promises";
import type { Origin } from "../jobs/port.js";
import type { SettingsCache } from "../settings-cache/cache.js";
import { checkApplicant, type Applicant } from "./admit.js";

export interface AnswerFirstOptions {
  /** Job starts (admission, build, recording) under way at once; the others wait their turn in this process. */
  limit: number;
  /**
   * How long a command that found a free turn may wait for its database checks before its job's
   * message is opened (the deferral): within it, a refusal is still the first, private answer.
   * A command that waits for a turn is answered at once; 0 answers every command at once.
   */
  answerWithinMs: number;
}

/**
 * Four starts at once: their statements are what fills the event loop under a burst (a profile of
 * the bench's ramp: the process 96–99 % busy, a quarter of it writing to Postgres), and the answers
 * wait behind that work. With 16, the bench's first answers were p99 44–49 ms alone; with 4, 20–28 ms,
 * the jobs' overhead and statements unchanged.
 */
export const DEFAULT_ANSWER_FIRST: AnswerFirstOptions = { limit: 4, answerWithinMs: 25 };

/** Turns taken in order: at most `limit` at once. */
export class Turns {
  private taken = 0;
  private readonly waiting_: Array<() => void> = [];

  constructor(readonly limit: number) {}

  get full(): boolean {
    return this.taken >= this.limit;
  }

  /** Starts waiting for a turn. */
  get waiting(): number {
    return this.waiting_.length;
  }

  /** Resolves with the way to give the turn back. */
  async take(): Promise<() => void> {
    if (this.taken < this.limit) this.taken++;
    else await new Promise<void>((resolve) => this.waiting_.push(resolve));
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const next = this.waiting_.shift();
      if (next) next();
      else this.taken--;
    };
  }
}

/**
 * Runs a job start (its database checks, build and recording) so that the member is answered
 * first: what needs no database was checked before (`checkApplicant`, from memory); the
 * interaction is deferred at once when the start must wait for a turn, else after
 * `answerWithinMs` if the checks take longer; either once it is recorded (`RECORD_WAIT_MS` at
 * most). A reaction has no interaction to answer: it only takes its turn.
 */
export function answerFirst(
  options: AnswerFirstOptions,
  /**
   * Resolves once these interactions are recorded (src/discord/gateway/interaction-ledger.ts): a
   * start waits for it, its answer `RECORD_WAIT_MS` at most.
   */
  recorded?: (interactionIds: string[]) => Promise<void> | undefined,
) {
  const turns = new Turns(options.limit);
  // Every answer goes out at once, never held for another's response: a first answer counts when
  // it reaches Discord, and under a burst a response comes back seconds later (src/discord/gateway/rest-agent.ts
  // gives the answers connections of their own, kept alive).
  // Answers on their way to Discord: while more than `limit` are, no new start begins (the
  // database work would take the event loop from them), for `CALM_WAIT_MS` at most.
  let answering = 0;
  let starting = 0;
  let calm: Array<() => void> = [];
  // Remote work waiting for the starts and answers under way (`quiet`).
  let quietWaiting: Array<() => void> = [];
  const busy = () => turns.full || answering > options.limit;
  const settled = () => {
    if (busy()) return;
    const waiting = quietWaiting;
    quietWaiting = [];
    for (const resume of waiting) resume();
  };
  const answered = () => {
    if (--answering > options.limit) return;
    const waiting = calm;
    calm = [];
    for (const resume of waiting) resume();
    settled();
  };
  const run = async function run<T>(origins: readonly Origin[], start: () => Promise<T>): Promise<T> {
    const origin = origins.find((o) => o.interactionId !== undefined);
    const interactionIds = origins.flatMap((o) => (o.interactionId === undefined ? [] : [o.interactionId]));
    const recording = interactionIds.length > 0 ? recorded?.(interactionIds) : undefined;
    let timer: NodeJS.Timeout | undefined;
    const answer = () => {
      clearTimeout(timer);
      if (!origin) return;
      answering++;
      // Accepted means recorded: the deferral goes once the interaction's record is written, so that
      // a process killed after Discord has it leaves the record for another to handle (answered
      // first, the command was lost: "thinking" until its token ran out, recorded by nobody). The
      // record is a statement of a few milliseconds, under way since the interaction arrived; one not
      // written within `RECORD_WAIT_MS` (the database stalled) does not hold the answer past it.
      // A failure shows again when the job opens its message.
      void within(recording, RECORD_WAIT_MS)
        .then((): Promise<unknown> => (origin.answer ? origin.answer() : origin.open()))
        .catch(() => undefined)
        .finally(answered);
    };
    // Starts under way, waiting for their records or turns included: past `limit`, this one waits.
    const waits = ++starting > options.limit || turns.full;
    if (origin) {
      if (waits || answering > 0 || options.answerWithinMs <= 0) answer();
      else timer = setTimeout(answer, options.answerWithinMs);
    }
    let giveBack: (() => void) | undefined;
    try {
      // Awaited only when there is one: a start with nothing to record takes its turn at once (see `quiet`).
      if (recording) await recording;
      if (answering > options.limit)
        await Promise.race([
          new Promise<void>((resume) => calm.push(resume)),
          sleep(CALM_WAIT_MS, undefined, { ref: false }),
        ]);
      giveBack = await turns.take();
      return await start();
    } finally {
      starting--;
      clearTimeout(timer);
      giveBack?.();
      settled();
    }
  };
  /**
   * Resolves once no start waits for its turn and the answers under way went out, or after
   * `QUIET_WAIT_MS` at most: a recorded job's remote work (building, uploading, submitting) begins
   * then, so that under a burst it does not take the event loop from the members' first answers.
   * It holds no turn: a slow submit keeps nobody waiting.
   */
  const quiet = (): Promise<void> =>
    busy()
      ? Promise.race([
          new Promise<void>((resume) => quietWaiting.push(resume)),
          sleep(QUIET_WAIT_MS, undefined, { ref: false }),
        ])
      : Promise.resolve();
  return Object.assign(run, { quiet });
}

/**
 * How long a command's first answer waits at most for its interaction's record: far past a
 * statement's few milliseconds, far inside Discord's 3 s (the answer goes at most this long after it
 * would have, and `ack.inTime` answers by 2 s after the interaction was made whatever waits).
 */
const RECORD_WAIT_MS = 500;

/** Resolves once `promise` settles, or after `ms`. */
function within(promise: Promise<unknown> | undefined, ms: number): Promise<unknown> {
  if (!promise) return Promise.resolve();
  return Promise.race([promise.catch(() => undefined), sleep(ms, undefined, { ref: false })]);
}

/** How long a recorded job's remote work waits at most for the starts and answers under way. */
const QUIET_WAIT_MS = 2_000;

/** How long a start waits at most for the answers under way to go out. */
const CALM_WAIT_MS = 1_000;

export type AnswerFirst = ReturnType<typeof answerFirst>;

/** A start as the handlers ask for it: where its message goes and who asks. */
export interface AskedStart {
  origin: Origin;
  applicant: Applicant;
}

/**
 * Wraps every job start of the handlers: the checks that need no database run first, from the
 * settings held in memory (a refusal is then the first, private answer), then the start runs
 * under `answerFirst`. The server's view is handed to the admission, which reads no settings again.
 */
export function answeringStarts(
  settings: Pick<SettingsCache, "get">,
  /** Whether a job of this scope runs without a key of its own (the operator's, or the engines'). */
  operatorKey: (scope: string) => boolean,
  options: Partial<AnswerFirstOptions> = {},
  recorded?: (interactionIds: string[]) => Promise<void> | undefined,
) {
  const run = answerFirst({ ...DEFAULT_ANSWER_FIRST, ...options }, recorded);
  const startAnswered = async function startAnswered<T>(
    starts: readonly AskedStart[],
    start: () => Promise<T>,
  ): Promise<T> {
    for (const { applicant } of starts) {
      const held = await settings.get(applicant.guildId);
      checkApplicant(held, applicant, operatorKey(applicant.guildId));
      applicant.record ??= held;
    }
    return run(
      starts.map((s) => s.origin),
      start,
    );
  };
  return Object.assign(startAnswered, { quiet: run.quiet });
}

export type StartAnswered = ReturnType<typeof answeringStarts>;
