/**
 * The service a bench run's jobs go to: the fake cloud (its cloud mode, the default), or with
 * `--engine` fake self-hosted engines, one per job that can be in flight (an engine runs one
 * prompt at a time), each as fast as a job of the workload drawn for it.
 */
import type { Workflow } from "../src/api/cloud-types.js";
import { startFakeCloud, type FakeCloud } from "../fakes/cloud/server.js";
import { startFakeEngine, type FakeEngine } from "../fakes/cloud/engine.js";
import type { Workload } from "../fakes/cloud/knobs.js";
import type { Scenario } from "./options.js";

/** What the bench reads of a job the service ran. */
export interface ServiceJob {
  workflow: Workflow;
  readonly startedAt: number | undefined;
  readonly endedAt: number | undefined;
  readonly progressEvents: number;
  readonly outputBytes: number;
}

export interface Service {
  /** The cloud, when the jobs go to it (its key goes into each guild, or to the peers). */
  cloud?: FakeCloud;
  /** The engines' URLs (FLOW_ENGINE_URLS), when the jobs go to engines. */
  engineUrls?: string[];
  jobs(): ServiceJob[];
  /** From the probe's workload to the load's. */
  useWorkload(workload: Workload): void;
  close(): Promise<void>;
}

export async function startService(engine: boolean, inFlight: number, scenario: Scenario): Promise<Service> {
  if (!engine) {
    const cloud = await startFakeCloud({ concurrency: inFlight, previews: true, workload: scenario.probe });
    return {
      cloud,
      jobs: () => [...cloud.jobs.values()].map((j) => view(j, () => j.plan?.outputBytes ?? 0)),
      useWorkload: (workload) => void (cloud.knobs.workload = workload),
      close: () => cloud.close(),
    };
  }
  const engines: FakeEngine[] = [];
  try {
    for (let i = 0; i < inFlight; i++)
      engines.push(await startFakeEngine({ latencyMs: 10, ...pace(scenario.probe, i), interruptDelayMs: 3_000 }));
  } catch (error) {
    await Promise.all(engines.map((e) => e.close()));
    throw error;
  }
  return {
    engineUrls: engines.map((e) => e.url),
    jobs: () =>
      engines.flatMap((e) => e.prompts().map((p) => view(p, () => p.outputs.reduce((n, o) => n + o.data.length, 0)))),
    useWorkload: (workload) => engines.forEach((e, i) => Object.assign(e.knobs, pace(workload, i))),
    close: () => Promise.all(engines.map((e) => e.close())).then(() => undefined),
  };
}

/** A live view of a job (its times are read when asked, as they change while it runs). */
function view(
  job: { workflow: Workflow; startedAt?: number; endedAt?: number; progressEvents: number },
  outputBytes: () => number,
): ServiceJob {
  return {
    workflow: job.workflow,
    get startedAt() {
      return job.startedAt;
    },
    get endedAt() {
      return job.endedAt;
    },
    get progressEvents() {
      return job.progressEvents;
    },
    get outputBytes() {
      return outputBytes();
    },
  };
}

/** An engine's step time and steps, drawn (deterministically, by its index) from the workload's ranges. */
function pace(workload: Workload, i: number): { stepMs: number; steps: number } {
  const draw = ([low, high]: [number, number], salt: number) => {
    const x = Math.sin((i + 1) * 12.9898 + salt * 78.233) * 43_758.5453;
    return low + (x - Math.floor(x)) * (high - low);
  };
  const stepMs = Math.round(draw(workload.stepMs, 1));
  return { stepMs, steps: Math.max(1, Math.round(draw(workload.runMs, 2) / stepMs)) };
}
