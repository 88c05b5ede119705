import { formatNumber } from "../i18n/format.js";
import { t } from "../i18n/index.js";
import { checkBytes, type ImageChecker, type ImagePolicy, type Media, type Verdict } from "../image-check/index.js";
import type { JobRecord, StoredOutput } from "../db/store.js";
import { downloadOutputs, type FetchPolicy, type UploadLimits } from "./download.js";
import type { Download } from "../api/cloud-types.js";
import type { JobView, OutputFile } from "./view.js";

/** The image check as delivery (and `/show`) uses it: the policy of a job's images now, and the checker. */
export interface OutputScreen {
  policyFor(record: JobRecord): Promise<ImagePolicy>;
  checker: ImageChecker;
}

export interface Screened {
  files: OutputFile[];
  notes: string[];
  /** An output was held back (the policy blocks): the job is marked, its file links serve nothing. */
  held: boolean;
}

/**
 * Sets how a job's previews are shown once its policy is known; hidden until then (see `JobView.previews`).
 * A job whose outputs will be checked starts the check's model loading now, so it is ready when they come.
 */
export function previewsUnder(view: JobView, screen: OutputScreen | undefined, record: JobRecord): void {
  if (!screen) return;
  view.previews = "hidden";
  screen.policyFor(record).then(
    ({ mode }) => {
      if (mode !== "off") screen.checker.warm();
      view.previews = mode === "off" ? "shown" : mode === "spoiler" ? "spoiler" : "hidden";
    },
    () => undefined, // a settings read that failed: they stay hidden
  );
}

/** Discord's own way of hiding a file until it is clicked. */
export const SPOILER_PREFIX = "SPOILER_";

/** What of a job's outputs the check scores: pictures (a GIF as a video: its frames) and videos. */
export function mediaOf(name: string): Media | undefined {
  if (/\.(png|jpe?g|webp)$/i.test(name)) return "image";
  if (/\.(gif|mp4|webm|mov|m4v|mkv)$/i.test(name)) return "video";
  return undefined;
}

/**
 * The outputs fetched to fit (as `downloadOutputs`), each picture and video scored before it is
 * attached: under `spoiler` a flagged one goes as `SPOILER_<name>` with a line saying why; under
 * `block` it is left out with a line saying it was held back. One the check could not score (too
 * large to fetch, so only linked) counts as flagged: under `block` its link is not given.
 */
export async function fetchScreened(
  open: (output: StoredOutput) => Promise<Download>,
  outputs: readonly StoredOutput[],
  limits: UploadLimits,
  policy: FetchPolicy,
  check: { screen: OutputScreen; policy: ImagePolicy } | undefined,
): Promise<Screened> {
  return (await fetchThenScreen(open, outputs, limits, policy, check)).screened;
}

/**
 * As `fetchScreened`, answering once every output is fetched, with their scores still under way:
 * delivery records the job's end meanwhile. Each file's score starts as soon as it is fetched, while
 * the next one downloads. `screened` never rejects (a check that fails counts the image unreadable).
 */
export async function fetchThenScreen(
  open: (output: StoredOutput) => Promise<Download>,
  outputs: readonly StoredOutput[],
  limits: UploadLimits,
  policy: FetchPolicy,
  check: { screen: OutputScreen; policy: ImagePolicy } | undefined,
): Promise<{ screened: Promise<Screened> }> {
  const image = check?.policy;
  if (!check || !image || image.mode === "off") {
    const fetched = await downloadOutputs(open, outputs, limits, policy);
    return { screened: Promise.resolve({ ...fetched, held: false }) };
  }
  const link = policy.link;
  const linked = (output: StoredOutput) => {
    const url = link?.(output);
    if (url === undefined || mediaOf(output.filename) === undefined) return url;
    return image.mode === "block" ? undefined : `||${url}||`;
  };
  const score = scorer(check.screen.checker, image.threshold);
  // The video decoder is counted with the first video only: videos are decoded one at a time.
  let decoder = true;
  const fetched = await downloadOutputs(open, outputs, limits, {
    ...policy,
    link: linked,
    onFile: (file) => void score(file),
    alongside: (file) => {
      const media = mediaOf(file.name);
      if (!media) return 0;
      const bytes = checkBytes(media, file.data.length, media === "video" && decoder);
      if (media === "video") decoder = false;
      return bytes;
    },
  });
  // A picture or video that could not be fetched whole was never scored: under `block` it is held too.
  const unscored =
    outputs.filter((o) => mediaOf(o.filename)).length > fetched.files.filter((f) => mediaOf(f.name)).length;
  const screened = screenFiles(fetched.files, image, score, policy.locale).then((screened) => ({
    files: screened.files,
    notes: [...fetched.notes, ...screened.notes],
    held: screened.held || (image.mode === "block" && unscored),
  }));
  return { screened };
}

/** Scores a file once, however often it is asked (as it is fetched, then as it is screened); undefined: not a picture or video. */
function scorer(checker: ImageChecker, threshold: number): (file: OutputFile) => Promise<Verdict | undefined> {
  const started = new Map<OutputFile, Promise<Verdict | undefined>>();
  return (file) => {
    let verdict = started.get(file);
    if (!verdict) {
      const media = mediaOf(file.name);
      verdict = media ? checker.check(file.data, media, threshold).catch(() => UNREADABLE) : Promise.resolve(undefined);
      started.set(file, verdict);
    }
    return verdict;
  };
}

const UNREADABLE: Verdict = { score: 1, flagged: true, unreadable: true };

/** Each picture and video among `files` as `score` finds it (started as it was fetched), `policy` applied to the flagged ones. */
async function screenFiles(
  files: OutputFile[],
  policy: ImagePolicy,
  score: (file: OutputFile) => Promise<Verdict | undefined>,
  locale?: string,
): Promise<Screened> {
  const kept: OutputFile[] = [];
  const notes: string[] = [];
  let held = false;
  for (const file of files) {
    const verdict = await score(file);
    if (!verdict?.flagged) {
      kept.push(file);
      continue;
    }
    const why = whyFlagged(verdict, locale);
    if (policy.mode === "spoiler") {
      kept.push({ ...file, name: `${SPOILER_PREFIX}${file.name}` });
      notes.push(t(locale, "check.spoilered", { file: file.name, why }));
    } else {
      held = true;
      notes.push(t(locale, "check.heldBack", { file: file.name, why }));
    }
  }
  return { files: kept, notes, held };
}

/** Why the check flagged it, in a few words: its score, or that it could not be read. */
export function whyFlagged(verdict: Verdict, locale?: string): string {
  if (verdict.unreadable) return t(locale, "check.whyUnreadable");
  const score = formatNumber(locale, Math.round(verdict.score * 100) / 100);
  return t(locale, "check.whyScore", { score });
}
