import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type BrowserContext } from "playwright-core";

/** Debian's chromium package; CHROMIUM_PATH points elsewhere. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

/**
 * Headless Chromium on a fresh profile, with everything that would reach the network switched
 * off. Without Chromium the suite fails at once with what to install, rather than hanging.
 */
export async function launchChromium(viewport = { width: 1000, height: 1160 }): Promise<Browser> {
  if (!existsSync(CHROMIUM))
    throw new Error(
      `Chromium is not installed at ${CHROMIUM}: run \`apt-get install -y chromium\` (bash .ci/run does), or set CHROMIUM_PATH.`,
    );
  const profile = await mkdtemp(join(tmpdir(), "flowbot-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    timeout: 30_000,
    viewport,
    // The page writes dates and relative times in the reader's language: the tests read English.
    locale: "en-US",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  return {
    context,
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}
