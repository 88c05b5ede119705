import type { IncomingMessage, ServerResponse } from "node:http";
import type { Applicant } from "../admission/admit.js";
import type { StartAnswered } from "../admission/answer-first.js";
import type { Context, Jobs, KindName, Start } from "../features/context.js";
import type { Routes } from "../discord/routing/handlers.js";
import { deleteResultComponents } from "../discord/job-message/delete-result.js";
import type { Presenter } from "../discord/render/presenter.js";
import { basicPresenter } from "../discord/render/render.js";
import type { JobKind, JobKinds } from "../jobs/kind.js";
import type { Origin } from "../jobs/port.js";
import type { JobRunner } from "../jobs/runner.js";
import type { PlatformOnly } from "../discord/routing/platform-guard.js";
import type { RecordedNames } from "../discord/gateway/interaction-ledger.js";
import type { Feature, KindDeps } from "../features/feature.js";

/** What the router dispatches to: every feature's commands, menus, buttons and reactions, and the Delete button. */
export function routesOf(features: readonly Feature[]): Routes<Context> {
  return {
    commands: features.flatMap((feature) => feature.commands ?? []),
    contextMenus: features.flatMap((feature) => feature.menus ?? []),
    components: [...features.flatMap((feature) => feature.components ?? []), ...deleteResultComponents],
    reactions: features.flatMap((feature) => feature.reactions ?? []),
  };
}

/** What the platform API serves, from the features' `needsPlatform`: a bot without it answers that it is not set up for them. */
export function platformOnly(features: readonly Feature[]): PlatformOnly {
  const whole = features.filter((feature) => feature.needsPlatform === true);
  const names = (items: { data: { name: string } }[]) => items.map((item) => item.data.name);
  return {
    commands: new Set(whole.flatMap((feature) => names(feature.commands ?? []))),
    menus: new Set(whole.flatMap((feature) => names(feature.menus ?? []))),
    buttons: features.flatMap(({ needsPlatform, components }) =>
      needsPlatform === true
        ? (components ?? []).map((component) => `${component.prefix}:`)
        : (needsPlatform?.buttons ?? []),
    ),
  };
}

/** The commands, menus and buttons recorded as they arrive: those of the features that run jobs (src/discord/gateway/interaction-ledger.ts). */
export function recordedNames(features: readonly Feature[]): RecordedNames {
  const running = features.filter((feature) => (feature.kinds ?? []).length > 0);
  return {
    commands: new Set(running.flatMap((f) => [...(f.commands ?? []), ...(f.menus ?? [])].map((c) => c.data.name))),
    components: new Set(
      running.flatMap((f) => (f.components ?? []).filter((c) => c.recorded !== false).map((c) => c.prefix)),
    ),
    resumes: new Set(running.flatMap((f) => (f.components ?? []).filter((c) => c.resumes).map((c) => c.prefix))),
  };
}

/** The features a bot serves: without the platform API, not those that need it whole (their reactions start nothing). */
export function featuresServed(features: readonly Feature[], platform: boolean): readonly Feature[] {
  return platform ? features : features.filter((feature) => feature.needsPlatform !== true);
}

/** Every kind of job the features run, by the name its jobs record; two kinds of one name are a mistake. */
function kindsOf(features: readonly Feature[]) {
  const kinds = features.flatMap((feature) => feature.kinds ?? []);
  const names = kinds.map((kind) => kind.name);
  const twice = names.filter((name, i) => names.indexOf(name) !== i);
  if (twice.length > 0) throw new Error(`two kinds of job are named ${twice.join(", ")}`);
  return kinds;
}

/** The lifecycle side of every kind, built with the process's clients, by name. */
export function jobKindsOf(features: readonly Feature[], deps: KindDeps): JobKinds {
  return Object.fromEntries(kindsOf(features).map((kind) => [kind.name, kind.job(deps) as JobKind<unknown>]));
}

/** How a kind of job looks, by name; a plain look for a kind this version does not know. */
/** The features' pages as one hook of the HTTP server: the first whose prefix the path starts with answers. */
export function pagesOf(features: readonly Feature[], ctx: Context) {
  const pages = features.flatMap((feature) => feature.pages ?? []);
  return async (req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> => {
    const page = pages.find((p) => path.startsWith(p.prefix));
    if (!page) return false;
    await page.handle(req, res, ctx);
    return true;
  };
}

export function presentersOf(features: readonly Feature[]): (kind: string) => Presenter {
  const presenters = new Map(kindsOf(features).map((kind) => [kind.name, kind.presenter]));
  return (kind) => presenters.get(kind) ?? basicPresenter;
}

/** The runner as handlers use it: `start` and `startAll` take a kind object (or its name) and pass on its name. */
export function jobsOf(runner: JobRunner<JobKinds, Applicant>, answered?: StartAnswered): Jobs {
  const nameOf = (kind: KindName<unknown> | string) => (typeof kind === "string" ? kind : kind.name);
  // The member is answered first: src/admission/answer-first.ts.
  const around = answered ?? (<T>(_starts: readonly unknown[], start: () => Promise<T>) => start());
  const start = (kind: KindName<unknown>, request: unknown, origin: Origin, applicant: Applicant) =>
    around([{ origin, applicant }], () => runner.start(nameOf(kind), request, origin, applicant));
  const startAll = (kind: KindName<unknown>, starts: Start<unknown>[]) =>
    around(starts, () => runner.startAll(nameOf(kind), starts));
  return new Proxy(runner, {
    get(target, property) {
      if (property === "start") return start;
      if (property === "startAll") return startAll;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  }) as unknown as Jobs;
}
