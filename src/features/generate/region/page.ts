import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Message } from "discord.js";
import type { Applicant } from "../../../admission/admit.js";
import type { EditLink, EditLinkState } from "../../../db/edit-links.js";
import { fromReaction } from "../../../discord/job-message/origin.js";
import { UserError } from "../../../errors.js";
import type { InputImage } from "../../../images/attachment.js";
import { inspectImage } from "../../../images/inspect.js";
import { checkText } from "../../../member-input/options.js";
import { GENERATE_LIMITS } from "../../../workflows/run-limits.js";
import type { Context } from "../../context.js";
import type { Page } from "../../feature.js";
import { generateKind } from "../kind.js";
import { storedGenerateRules } from "../rules.js";
import { languageOf, option, say, t, text } from "../texts/index.js";
import { sourceImage } from "../variations.js";
import { regionRequest } from "./buttons.js";
import { checkedMask } from "./job.js";
import { editorPage, statusPage } from "./page-html.js";
import { EDITOR_CSS, EDITOR_JS } from "./page-assets.js";

/** A posted mask and prompt: a black and white PNG of a large image is well under this. */
export const MAX_POST_BYTES = 4 * 1024 * 1024;
const TOKEN = /^\/edit\/([A-Za-z0-9_-]{43})(\/image)?$/;
const COOKIE = "flowbot_edit";

const SECURITY_HEADERS = {
  "content-security-policy":
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; form-action 'none'; frame-ancestors 'none'; base-uri 'none'",
  "x-frame-options": "DENY",
  "x-content-type-options": "nosniff",
  // The page's address holds its token: never sent on to another site.
  "referrer-policy": "no-referrer",
  "cache-control": "no-store",
  "cross-origin-resource-policy": "same-origin",
};

/**
 * Vary (Region)'s edit page (`FLOWBOT_PUBLIC_URL/edit/<token>`): the image, a brush to paint the
 * region, the prompt, Submit. A link is the member's and this image's, claimed by the first
 * browser that opens it, used once, within 15 minutes.
 */
export const editPage: Page = {
  prefix: "/edit/",
  async handle(req, res, ctx) {
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    const method = req.method ?? "GET";
    if (path === "/edit/assets/editor.js") return asset(res, method, "text/javascript", EDITOR_JS);
    if (path === "/edit/assets/editor.css") return asset(res, method, "text/css", EDITOR_CSS);
    const match = TOKEN.exec(path);
    if (!match) return plain(res, 404, "not found");
    const [, token, image] = match as unknown as [string, string, string | undefined];
    const browser = browserOf(req, res, pagesUrl(ctx));
    if (image) {
      if (method !== "GET") return plain(res, 405, "use GET");
      const state = await ctx.store.editLinks.open(token, browser, new Date(ctx.now()));
      if (state.state !== "open") return refuse(req, res, state, "text");
      const { data, contentType } = await loadImage(ctx, state.link);
      res.writeHead(200, { ...SECURITY_HEADERS, "content-type": contentType, "content-length": data.length });
      return void res.end(data);
    }
    if (method === "GET" || method === "HEAD") {
      const state = await ctx.store.editLinks.open(token, browser, new Date(ctx.now()));
      if (state.state !== "open") return refuse(req, res, state, "html");
      return html(res, 200, editorPage(state.link, token, MAX_POST_BYTES));
    }
    if (method !== "POST") return plain(res, 405, "use GET or POST");
    return submitted(req, res, ctx, token, browser);
  },
};

const pagesUrl = (ctx: Context) => ctx.config.http.pagesUrl ?? ctx.config.http.publicUrl;

/** A submit: checked whole before the link is used, so a refused one may be sent again. */
async function submitted(req: IncomingMessage, res: ServerResponse, ctx: Context, token: string, browser: string) {
  if (!sameSite(req, pagesUrl(ctx))) return json(res, 403, { error: "requests from other sites are refused" });
  if (!/^application\/json\s*(;|$)/i.test(req.headers["content-type"] ?? ""))
    return json(res, 415, { error: "send JSON" });
  const body = await readBody(req, MAX_POST_BYTES);
  const peek = await ctx.store.editLinks.open(token, browser, new Date(ctx.now()));
  if (peek.state !== "open") return refuse(req, res, peek, "json");
  const { locale } = peek.link;
  if (body === undefined) return json(res, 413, { error: t(locale, "region.page.tooLarge") });
  try {
    const { prompt, mask } = parsed(body);
    const message = await shownMessage(ctx, peek.link);
    const image = await loadImage(ctx, peek.link, message);
    const checked = inspectImage(image.data);
    const size = checked.ok ? { width: checked.width, height: checked.height } : { width: 0, height: 0 };
    const painted = await checkedMask(mask, size.width, size.height);
    const state = await ctx.store.editLinks.use(token, browser, new Date(ctx.now()));
    if (state.state !== "open") return refuse(req, res, state, "json");
    await startPainted(ctx, state.link, message, painted, prompt, image);
    return json(res, 202, { message: t(locale, "region.page.sent"), url: message.url });
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    const reason = error.text ? say(locale, error.text) : error.message;
    return json(res, 400, { error: t(locale, "region.page.failed", { reason }) });
  }
}

/** The painted region's job, posted as a reply under the image, charged to the link's member. */
async function startPainted(
  ctx: Context,
  link: EditLink,
  message: Message<true>,
  mask: Buffer,
  prompt: string,
  image: InputImage,
) {
  const found = await regionRequest(ctx, {
    guildId: link.guildId,
    jobId: link.jobId,
    n: link.image,
    message,
    mask: { painted: mask },
    region: "painted",
    prompt,
  });
  // The image the mask was checked against, read once.
  const request = { ...found, input: () => Promise.resolve(image) };
  const rules = await storedGenerateRules(ctx.store, link.guildId, request.params);
  const applicant: Applicant = {
    guildId: link.guildId,
    channelId: message.channelId,
    userId: link.userId,
    botPermissions: message.channel.permissionsFor(ctx.client.user!),
    guild: message.guild,
    rules: { channel: message.channel, ...rules },
  };
  await ctx.jobs.start(generateKind, request, fromReaction(message, link.userId), applicant);
}

function parsed(body: Buffer): { prompt: string; mask: Buffer } {
  let value: unknown;
  try {
    value = JSON.parse(body.toString("utf8"));
  } catch {
    throw new UserError(text("region.maskUnreadable"));
  }
  const { prompt, mask } = (value ?? {}) as { prompt?: unknown; mask?: unknown };
  const checkedPrompt = checkText(
    option("generate.prompt"),
    typeof prompt === "string" ? prompt : "",
    GENERATE_LIMITS.prompt,
  );
  const data = typeof mask === "string" ? Buffer.from(mask, "base64") : Buffer.alloc(0);
  const checked = inspectImage(data);
  if (!checked.ok || checked.type !== "png") throw new UserError(text("region.maskUnreadable"));
  return { prompt: checkedPrompt, mask: data };
}

async function shownMessage(ctx: Context, link: EditLink): Promise<Message<true>> {
  const channel = await ctx.client.channels.fetch(link.channelId);
  const gone = new UserError(text("creative.noImageN", { n: link.image + 1 }));
  if (!channel?.isTextBased() || channel.isDMBased()) throw gone;
  return channel.messages.fetch(link.messageId).catch(() => {
    throw gone;
  });
}

/** The image the link is for, read as a Vary would read it. */
async function loadImage(ctx: Context, link: EditLink, message?: Message) {
  const shown = message ?? (await shownMessage(ctx, link));
  const { job, input } = await sourceImage(ctx, link.guildId, link.jobId, link.image, shown);
  return input((await ctx.keys.forJob(job)) ?? "");
}

/** The browser's own cookie, set the first time: the first browser that opens a link claims it. */
function browserOf(req: IncomingMessage, res: ServerResponse, publicUrl: string | undefined): string {
  const found = /(?:^|;\s*)flowbot_edit=([A-Za-z0-9_-]{43})/.exec(req.headers.cookie ?? "")?.[1];
  if (found) return found;
  const made = randomBytes(32).toString("base64url");
  const secure = publicUrl?.startsWith("https:") ? "; Secure" : "";
  res.setHeader("set-cookie", `${COOKIE}=${made}; Path=/edit/; HttpOnly; SameSite=Strict; Max-Age=86400${secure}`);
  return made;
}

/** A POST from the page itself: the browser says so (`Sec-Fetch-Site`), or its `Origin` is the bot's. */
function sameSite(req: IncomingMessage, publicUrl: string | undefined): boolean {
  const site = req.headers["sec-fetch-site"];
  if (site !== undefined) return site === "same-origin";
  const origin = req.headers.origin;
  return origin === undefined || (publicUrl !== undefined && origin === new URL(publicUrl).origin);
}

async function readBody(req: IncomingMessage, max: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of req) {
    bytes += (chunk as Buffer).length;
    if (bytes > max) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

const STATUS: Record<Exclude<EditLinkState["state"], "open">, number> = {
  unknown: 404,
  expired: 410,
  used: 410,
  elsewhere: 403,
};

/** A link not served, and why, in the browser's language (the link's own is not told to whoever holds it). */
function refuse(
  req: IncomingMessage,
  res: ServerResponse,
  state: Exclude<EditLinkState, { state: "open" }>,
  as: "html" | "json" | "text",
) {
  const status = STATUS[state.state];
  const locale = languageOf(req.headers["accept-language"]?.split(/[,;]/)[0]?.trim() ?? "en");
  const said = t(locale, `region.page.${state.state}`);
  if (as === "json") return json(res, status, { error: said });
  if (as === "text") return plain(res, status, said);
  return html(res, status, statusPage(locale, said));
}

function asset(res: ServerResponse, method: string, type: string, body: string) {
  if (method !== "GET" && method !== "HEAD") return plain(res, 405, "use GET");
  res.writeHead(200, {
    ...SECURITY_HEADERS,
    "content-type": `${type}; charset=utf-8`,
    "cache-control": "max-age=3600",
  });
  res.end(method === "HEAD" ? undefined : body);
}

function html(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { ...SECURITY_HEADERS, "content-type": "text/html; charset=utf-8" }).end(body);
}

function json(res: ServerResponse, status: number, body: object) {
  res.writeHead(status, { ...SECURITY_HEADERS, "content-type": "application/json" }).end(JSON.stringify(body));
}

function plain(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { ...SECURITY_HEADERS, "content-type": "text/plain; charset=utf-8" }).end(`${body}\n`);
}
