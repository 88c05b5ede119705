import { Readable } from "node:stream";
import { app } from "../../commands/index.js";
import type { App } from "../../src/app/bot.js";
import type { StoredOutput } from "../../src/db/store.js";
import { attachOutputs, jobEmbed, NO_MENTIONS, type Presenter } from "../../src/discord/render/render.js";
import type { Remote, RemoteListener } from "../../src/jobs/remote.js";
import type { Kind } from "../../src/features/feature.js";

/**
 * A kind of job that exists only in a test, run by its own remote (`remote`, made again when a
 * process takes the job over); its request is its params. Started with `startTestKind` (./harness.ts).
 */
export function testKind(name: string, presenter: Presenter, remote: () => Remote): Kind<{ words: string }> {
  return {
    name,
    presenter,
    job: () => ({
      build: (request) => Promise.resolve({ params: request, remote: remote() }),
      resume: () => remote(),
    }),
  };
}

/** The real bot with a test's kinds added, as a feature of their own. */
export const withKind = (kind: Kind<{ words: string }>): App => ({
  features: [...app.features, { name: kind.name, kinds: [kind] }],
});

/** A test kind's presenter: its title and progress lines; its result, the job's files under its embed. */
export function filesPresenter(title: Presenter["title"], progressLines: Presenter["progressLines"]): Presenter {
  const presenter: Presenter = {
    title,
    progressLines,
    completed(view, files) {
      const embed = jobEmbed(view, presenter);
      return {
        content: "",
        embeds: [embed],
        components: [],
        files: attachOutputs(embed, files),
        attachments: [],
        allowedMentions: NO_MENTIONS,
      };
    },
  };
  return presenter;
}

/** Ends a test remote's work with its one output, a text file named for the remote work. */
export function endWithTextFile(listener: RemoteListener, remoteId: string): void {
  listener.outputs([{ node: "1", kind: "images", filename: `${remoteId}.txt`, subfolder: "", type: "output" }]);
  listener.end({ status: "completed" });
}

/** A test remote's outputs: those it ended with, each a text file saying `textOf(output)`. */
export const textOutputs = (textOf: (output: StoredOutput) => string): Pick<Remote, "outputs" | "open"> => ({
  outputs: (_remoteId, known) => Promise.resolve([...known]),
  open(output) {
    const data = Buffer.from(textOf(output));
    return Promise.resolve({
      filename: output.filename,
      contentType: "text/plain",
      size: data.length,
      body: Readable.from([data]),
    });
  },
});
