import { samplerSteps } from "./knobs.js";
import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { Workflow } from "../../src/api/cloud-types.js";
import { makePng } from "../png.js";
import type { StoredFile } from "./executor.js";
import { DEFAULT_ENGINE_MODELS, modelFolders, SAMPLERS, SCHEDULERS, type ModelFolders } from "./models.js";
import { executionOrder, renderImages } from "./outputs.js";

/**
 * Previews come from a few made once (as the fake cloud's under a workload do): a bench's hundreds of
 * engines drawing and compressing one at every step loaded the fakes' process, not the bot.
 */
const PREVIEWS = Array.from({ length: 8 }, (_, i) => makePng(8, 8, `engine-preview:${i}`));
const preview = (step: number) => PREVIEWS[step % PREVIEWS.length]!;

/** Switches of the fake engine; mutable while it runs. */
export interface FakeEngineKnobs {
  /** Delay before every HTTP answer. */
  latencyMs: number;
  stepMs: number;
  /** Progress steps of each KSampler when set; unset, the node's own `steps` (see `samplerSteps`). */
  steps: number | undefined;
  /** Running prompts take no further step while true. */
  holdProgress: boolean;
  /** Between `execution_success` and the history entry being written (the race of engine-notes.md). */
  historyDelayMs: number;
  /** Between `POST /interrupt` and the running node noticing it (2.8–4.6 s on a real CPU engine). */
  interruptDelayMs: number;
  /**
   * The model files it holds, by folder (`/models/<folder>`, and the loaders' choices in
   * `object_info`): `models.checkpoints` are `CheckpointLoaderSimple.ckpt_name`'s (`[]`: an engine
   * without any). A folder changed while it runs is seen at the next request, as a real engine re-reads one.
   */
  models: ModelFolders;
  /** `KSampler.sampler_name`'s and `KSampler.scheduler`'s choices. */
  samplers: string[];
  schedulers: string[];
  /** Older `[[choices], {}]` or newer `["COMBO", {options}]` input format for the loaders' lists. */
  comboFormat: "list" | "combo";
  /** How long loading a checkpoint other than the one loaded last takes, before sampling starts. */
  loadMs: number;
  /** Send binary preview frames (type 1, PNG) during sampling. */
  previews: boolean;
  /**
   * `POST /prompt` answered slowly, as an engine (or its reverse proxy) that drips its answer: the
   * headers at once, then a space every `dripMs`, never the end. `queued`: the prompt was queued
   * all the same (the engine took it; only the answer is slow), else it never was.
   */
  slowPrompt: { dripMs: number; queued: boolean } | undefined;
  /**
   * Out of reach, its prompts running on (a tunnel or network between the bot and the engine cut):
   * every new request and socket is cut without an answer.
   */
  unreachable: boolean;
}

export const DEFAULT_ENGINE_KNOBS: FakeEngineKnobs = {
  latencyMs: 0,
  stepMs: 5,
  steps: undefined,
  holdProgress: false,
  historyDelayMs: 80,
  interruptDelayMs: 300,
  models: DEFAULT_ENGINE_MODELS,
  samplers: SAMPLERS,
  schedulers: SCHEDULERS,
  comboFormat: "list",
  loadMs: 0,
  previews: true,
  slowPrompt: undefined,
  unreachable: false,
};

/** The default knobs, with a model list of its own to change (a test resets an engine with it). */
export function defaultEngineKnobs(): FakeEngineKnobs {
  return { ...DEFAULT_ENGINE_KNOBS, models: modelFolders(DEFAULT_ENGINE_MODELS) };
}

export interface EnginePrompt {
  id: string;
  number: number;
  clientId: string | undefined;
  workflow: Workflow;
  extraData: Record<string, unknown>;
  state: "pending" | "running" | "success" | "error" | "interrupted" | "deleted";
  outputs: Array<{ node: string; filename: string; data: Buffer }>;
  interruptAt?: number;
  progressEvents: number;
  /** When it began to run and when its terminal message was sent (ms since the epoch). */
  startedAt?: number;
  endedAt?: number;
}

export interface HistoryEntry {
  prompt: [number, string, Workflow, Record<string, unknown>, string[]];
  outputs: Record<string, { images: Array<{ filename: string; subfolder: string; type: string }> }>;
  status: { status_str: "success" | "error"; completed: boolean; messages: Array<[string, object]> };
  meta: Record<string, unknown>;
}

/** Where the executor sends what it does: to the sockets of one client id, or to all. */
export interface EngineSockets {
  toClient(clientId: string | undefined, type: string, data: object): void;
  previewToClient(clientId: string | undefined, png: Buffer): void;
  toAll(type: string, data: object): void;
}

/** One prompt at a time, as a real engine on one GPU; the rest wait in one queue shared by every client. */
export class EngineExecutor {
  readonly prompts = new Map<string, EnginePrompt>();
  readonly history = new Map<string, HistoryEntry>();
  private readonly pending: EnginePrompt[] = [];
  private running: EnginePrompt | undefined;
  /** The checkpoint loaded last (a prompt with another one waits `loadMs` first). */
  loaded: string | undefined;
  private counter = 0;
  private fileCounter = 0;
  private closed = false;

  constructor(
    private readonly knobs: FakeEngineKnobs,
    private readonly sockets: EngineSockets,
    private readonly files: Map<string, StoredFile>,
  ) {}

  submit(workflow: Workflow, clientId: string | undefined, front: boolean, extraData: Record<string, unknown>) {
    const number = front ? -++this.counter : ++this.counter;
    const prompt: EnginePrompt = {
      id: randomUUID(),
      number,
      clientId,
      workflow,
      extraData: { ...extraData, ...(clientId ? { client_id: clientId } : {}) },
      state: "pending",
      outputs: [],
      progressEvents: 0,
    };
    this.prompts.set(prompt.id, prompt);
    if (front) this.pending.unshift(prompt);
    else this.pending.push(prompt);
    this.sendStatus();
    setImmediate(() => this.pump());
    return prompt;
  }

  queue(): { running: EnginePrompt[]; pending: EnginePrompt[] } {
    return { running: this.running ? [this.running] : [], pending: [...this.pending] };
  }

  queueRemaining(): number {
    return this.pending.length + (this.running ? 1 : 0);
  }

  /** `POST /queue {delete}`: pending prompts leave the queue without a trace in history or on the socket. */
  delete(ids: string[]): void {
    let changed = false;
    for (const prompt of [...this.pending]) {
      if (!ids.includes(prompt.id)) continue;
      this.pending.splice(this.pending.indexOf(prompt), 1);
      prompt.state = "deleted";
      changed = true;
    }
    if (changed) this.sendStatus();
  }

  clear(): void {
    for (const prompt of this.pending) prompt.state = "deleted";
    this.pending.length = 0;
    this.sendStatus();
  }

  /** `POST /interrupt`: the running prompt (or only the named one) notices after `interruptDelayMs`. */
  interrupt(promptId: string | undefined): void {
    const target = this.running;
    if (!target || (promptId !== undefined && promptId !== target.id)) return;
    target.interruptAt = Date.now() + this.knobs.interruptDelayMs;
  }

  close(): void {
    this.closed = true;
  }

  private sendStatus(): void {
    this.sockets.toAll("status", { status: { exec_info: { queue_remaining: this.queueRemaining() } }, sid: null });
  }

  private pump(): void {
    if (this.closed || this.running || this.pending.length === 0) return;
    const prompt = this.pending.shift()!;
    this.running = prompt;
    void this.run(prompt).finally(() => {
      this.running = undefined;
      this.sendStatus();
      this.pump();
    });
  }

  private interrupted(prompt: EnginePrompt): boolean {
    return prompt.interruptAt !== undefined && Date.now() >= prompt.interruptAt;
  }

  private async run(prompt: EnginePrompt): Promise<void> {
    const emit = (type: string, data: object) =>
      this.sockets.toClient(prompt.clientId, type, { ...data, prompt_id: prompt.id });
    const messages: Array<[string, object]> = [];
    const record = (type: string, data: object) => {
      messages.push([type, { ...data, prompt_id: prompt.id }]);
      emit(type, data);
    };
    prompt.state = "running";
    prompt.startedAt = Date.now();
    this.sendStatus();
    record("execution_start", { timestamp: Date.now() });
    await this.load(prompt.workflow);
    if (this.closed) return;
    const order = executionOrder(prompt.workflow);
    record("execution_cached", { nodes: [], timestamp: Date.now() });
    const executed: string[] = [];
    const outputs: HistoryEntry["outputs"] = {};
    for (const id of order) {
      const classType = prompt.workflow[id]!.class_type;
      emit("executing", { node: id, display_node: id });
      if (classType === "KSampler") {
        const steps = samplerSteps(this.knobs.steps, prompt.workflow[id]!.inputs);
        for (let value = 1; value <= steps; value++) {
          await sleep(this.knobs.stepMs);
          while (this.knobs.holdProgress && !this.interrupted(prompt) && !this.closed) await sleep(10);
          if (this.closed) return;
          if (this.interrupted(prompt)) {
            const data = { node_id: id, node_type: classType, executed, timestamp: Date.now() };
            record("execution_interrupted", data);
            prompt.state = "interrupted";
            prompt.endedAt = Date.now();
            this.writeHistory(prompt, {}, "error", messages);
            return emit("executing", { node: null });
          }
          emit("progress", { value, max: steps, node: id });
          prompt.progressEvents++;
          emit("progress_state", { nodes: { [id]: progressNode(prompt.id, id, value, steps) } });
          if (this.knobs.previews) this.sockets.previewToClient(prompt.clientId, preview(value));
        }
      }
      if (classType === "SaveImage") {
        outputs[id] = { images: this.save(prompt, id) };
        emit("executed", { node: id, display_node: id, output: outputs[id] });
      }
      executed.push(id);
    }
    if (this.closed) return;
    prompt.state = "success";
    prompt.endedAt = Date.now();
    record("execution_success", { timestamp: Date.now() });
    // The entry is written after the success message went out: a read right after it finds nothing.
    await sleep(this.knobs.historyDelayMs);
    if (this.closed) return;
    this.writeHistory(prompt, outputs, "success", messages);
    emit("executing", { node: null });
  }

  private async load(workflow: Workflow): Promise<void> {
    const loader = Object.values(workflow).find((node) => node.class_type === "CheckpointLoaderSimple");
    const name = loader?.inputs.ckpt_name;
    if (typeof name !== "string" || name === this.loaded) return;
    if (this.knobs.loadMs > 0) await sleep(this.knobs.loadMs);
    this.loaded = name;
  }

  private writeHistory(
    prompt: EnginePrompt,
    outputs: HistoryEntry["outputs"],
    status: "success" | "error",
    messages: Array<[string, object]>,
  ): void {
    const outputNodes = Object.keys(prompt.workflow).filter((id) => prompt.workflow[id]!.class_type === "SaveImage");
    this.history.set(prompt.id, {
      prompt: [prompt.number, prompt.id, prompt.workflow, prompt.extraData, outputNodes],
      outputs,
      status: { status_str: status, completed: status === "success", messages },
      meta: {},
    });
  }

  private save(prompt: EnginePrompt, node: string): Array<{ filename: string; subfolder: string; type: string }> {
    const given = prompt.workflow[node]!.inputs.filename_prefix;
    const prefix = (typeof given === "string" ? given : "ComfyUI").replace(/[^\w-]+/g, "_");
    return renderImages(prompt.workflow, this.files).map((data) => {
      const filename = `${prefix}_${String(++this.fileCounter).padStart(5, "0")}_.png`;
      this.files.set(filename, { data, type: "output", contentType: "image/png" });
      prompt.outputs.push({ node, filename, data });
      return { filename, subfolder: "", type: "output" };
    });
  }
}

function progressNode(promptId: string, node: string, value: number, max: number) {
  return {
    value,
    max,
    state: value === max ? "finished" : "running",
    node_id: node,
    display_node_id: node,
    parent_node_id: null,
    real_node_id: node,
    prompt_id: promptId,
  };
}
