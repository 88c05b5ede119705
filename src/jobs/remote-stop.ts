import { cannotStop, LostJob } from "./failure.js";
import type { Remote } from "./remote.js";

/**
 * Stops a job's remote work on the service: one stop at a time (a second could hit the next job
 * of the key: a double click), each fenced by the job's claim (`held`): a process that lost the
 * job never stops it from its copy (`LostJob`; the runner then stops it as for any job it does not follow).
 */
export class RemoteStop {
  private stopping: Promise<"deleted" | "interrupted"> | undefined;

  constructor(
    private readonly remote: Remote,
    private readonly held: () => Promise<boolean>,
  ) {}

  /** Throws a UserError when the service offers no way to stop it, a LostJob when another process holds it now. */
  async stop(remoteId: string): Promise<"deleted" | "interrupted"> {
    const remote = this.remote;
    if (!remote.stop) throw cannotStop();
    if (!(await this.held())) throw new LostJob();
    this.stopping ??= remote.stop(remoteId).catch((error: unknown) => {
      this.stopping = undefined; // refused or failed: a later click may try again
      throw error;
    });
    return this.stopping;
  }
}
