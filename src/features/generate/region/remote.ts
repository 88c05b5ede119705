import { Readable } from "node:stream";
import type { StoredOutput } from "../../../db/store.js";
import type { DownloadOptions } from "../../../api/download.js";
import type { Remote } from "../../../jobs/remote.js";
import { readCapped } from "../../../images/read.js";
import { compositeOver } from "./composite.js";

/** Inputs and outputs read back for compositing: an engine's images are far below this. */
const MAX_READ_BYTES = 64 * 1024 * 1024;

/** What a region job composites with: the names its image and mask were uploaded under. */
export interface RegionInputs {
  image: string;
  mask: string;
}

/**
 * The remote of a Vary (Region) job: its image outputs come back composited over the original
 * outside the mask (./composite.ts). The original and the mask are read back from where they were
 * uploaded, beside the output (an engine's `/view` or the cloud's), so this holds after a restart
 * and for file links too.
 */
export function compositingRemote(inner: Remote, inputs: RegionInputs): Remote {
  const read = async (output: StoredOutput, how: DownloadOptions) => {
    const download = await inner.open(output, how);
    const data = await readCapped(download.body, MAX_READ_BYTES, download.size);
    if (!data) throw new Error(`${output.filename} is larger than ${MAX_READ_BYTES} bytes`);
    return data;
  };
  const input = (output: StoredOutput, filename: string): StoredOutput => ({
    node: output.node,
    kind: "images",
    filename,
    subfolder: "",
    type: "input",
    ...(output.engine === undefined ? {} : { engine: output.engine }),
  });
  return {
    ...inner,
    ref: inner.ref,
    deadlineMs: inner.deadlineMs,
    start: (jobId) => inner.start(jobId),
    follow: (remoteId, listener, options) => inner.follow(remoteId, listener, options),
    outputs: (remoteId, known, complete) => inner.outputs(remoteId, known, complete),
    async open(output, options) {
      if (output.kind !== "images") return inner.open(output, options);
      // A range asked for is not honoured (`Download.range` stays unset): the composite is made whole.
      const { range: _range, ...how } = options ?? {};
      const [generated, original, mask] = await Promise.all([
        read(output, how),
        read(input(output, inputs.image), how),
        read(input(output, inputs.mask), how),
      ]);
      const data = await compositeOver(original, generated, mask);
      return {
        filename: output.filename,
        contentType: "image/png",
        size: data.length,
        body: Readable.from([data]),
      };
    },
  };
}
