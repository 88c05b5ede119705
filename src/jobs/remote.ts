import type { CloudClient, FileRef, NodeOutput } from "../api/cloud.js";
import type { StoredOutput } from "../db/store.js";
import { UserError } from "../errors.js";

const OUTPUT_KINDS = ["images", "video", "audio", "gifs"] as const;

/** The files of an `executed` output that are not among `known` yet. */
export function newOutputs(known: readonly StoredOutput[], node: string, output: NodeOutput): StoredOutput[] {
  const fresh: StoredOutput[] = [];
  for (const kind of OUTPUT_KINDS) {
    for (const ref of (output[kind] as FileRef[] | undefined) ?? []) {
      const seen = [...known, ...fresh].some((o) => o.node === node && o.filename === ref.filename);
      if (!seen) fresh.push({ node, kind, filename: ref.filename, subfolder: ref.subfolder ?? "", type: ref.type ?? "output" });
    }
  }
  return fresh;
}

/**
 * Stops a job on the service: deleted from the queue while it waits, else interrupted. The
 * service interrupts every running job of the key at once, so a job running beside others of
 * the same key is not interrupted (a UserError says why).
 */
export async function stopRemote(cloud: CloudClient, promptId: string): Promise<"deleted" | "interrupted"> {
  const { deleted } = await cloud.cancelQueued([promptId]);
  if (deleted.includes(promptId)) return "deleted";
  const { running } = await cloud.queue();
  const others = running.filter((item) => item.promptId !== promptId).length;
  if (others > 0) {
    throw new UserError(
      `This job is running alongside ${others} other job(s) on the same account, and the service can only stop all running jobs at once. It was not cancelled.`,
    );
  }
  await cloud.interrupt();
  return "interrupted";
}
