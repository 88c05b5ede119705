import { createHash } from "node:crypto";
import { extname } from "node:path";
import { UserError } from "../errors.js";
import { text } from "../i18n/index.js";
import type { EnginePool } from "./pool.js";

/**
 * An input image sent to every engine that answers, under one name made from its bytes: the
 * prompt may go to any of them, and Reroll or Vary later finds it under the same name. The
 * job's params keep that name.
 */
export async function uploadToEngines(
  pool: EnginePool,
  image: { data: Buffer; filename: string; contentType: string },
): Promise<string> {
  const engines = pool.urls.map((url) => pool.engine(url)).filter((engine) => pool.answering(engine));
  if (engines.length === 0) throw new UserError(text("engine.noneAnswering"));
  const name = `flowbot_${createHash("sha256").update(image.data).digest("hex").slice(0, 24)}${extname(image.filename)}`;
  const file = { data: image.data, filename: name, contentType: image.contentType };
  const results = await Promise.allSettled(engines.map((e) => e.client.uploadImage(file, { overwrite: true })));
  const first = results.find((r) => r.status === "fulfilled");
  if (!first) throw (results[0] as PromiseRejectedResult).reason;
  return first.value.name;
}
