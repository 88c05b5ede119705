import { randomBytes } from "node:crypto";
import { mulberry32, padPng } from "../png.js";
import type { Workload } from "./knobs.js";

/** What one job of a workload does: `steps` progress events `stepMs` apart, outputs of `outputBytes`. */
export interface JobPlan {
  steps: number;
  stepMs: number;
  outputBytes: number;
}

/** The plan of the job submitted `number`-th (from 0): the same number always gives the same plan. */
export function drawPlan(workload: Workload, number: number): JobPlan {
  const random = mulberry32(Math.imul(number + 1, 0x9e3779b1));
  const between = ([min, max]: [number, number]) => Math.round(min + random() * (max - min));
  const runMs = between(workload.runMs);
  const stepMs = between(workload.stepMs);
  const large =
    workload.largeEvery !== undefined && workload.largeBytes !== undefined && (number + 1) % workload.largeEvery === 0;
  return {
    steps: Math.max(1, Math.round(runMs / stepMs)),
    stepMs,
    outputBytes: large ? workload.largeBytes! : between(workload.outputBytes),
  };
}

let pool: Buffer | undefined;

/** Pads a generated PNG to `bytes` with incompressible filler, as real photographic outputs are. */
export function sizedOutput(png: Buffer, bytes: number): Buffer {
  if (!pool || pool.length < bytes) pool = randomBytes(Math.max(bytes, 1024 * 1024));
  return padPng(png, bytes, pool);
}
