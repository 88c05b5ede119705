import type { EditLink } from "../../../db/edit-links.js";
import { t } from "../texts/index.js";

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const head = (locale: string, title: string) =>
  `<!doctype html><html lang="${escape(locale)}"><head><meta charset="utf-8">` +
  `<meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<meta name="referrer" content="no-referrer"><title>${escape(title)}</title>` +
  `<link rel="stylesheet" href="/edit/assets/editor.css"></head>`;

/** The editor: the image under a canvas to paint on, the tools, the prompt and Submit; its texts and limits in `data-`. */
export function editorPage(link: EditLink, token: string, maxBytes: number): string {
  const say = (key: Parameters<typeof t>[1], params?: Record<string, string | number>) =>
    escape(t(link.locale, key as never, params as never));
  const data = {
    image: `/edit/${token}/image`,
    post: `/edit/${token}`,
    "max-bytes": String(maxBytes),
    empty: t(link.locale, "region.maskEmpty"),
    full: t(link.locale, "region.maskFull"),
    "too-large": t(link.locale, "region.page.tooLarge"),
    sending: t(link.locale, "region.page.sending"),
  };
  const attributes = Object.entries(data)
    .map(([name, value]) => ` data-${name}="${escape(value)}"`)
    .join("");
  return `${head(link.locale, t(link.locale, "region.page.title"))}<body>
<main id="editor"${attributes}>
<h1>${say("region.page.title")}</h1>
<p>${say("region.page.hint", { n: link.image + 1 })}</p>
<form id="form">
<div class="tools">
<button type="button" data-tool="brush" aria-pressed="true">${say("region.page.brush")}</button>
<button type="button" data-tool="eraser" aria-pressed="false">${say("region.page.eraser")}</button>
<button type="button" data-tool="rectangle" aria-pressed="false">${say("region.page.rectangle")}</button>
<label for="size">${say("region.page.size")}</label>
<input id="size" type="range" min="4" max="160" value="40">
<button type="button" id="undo">${say("region.page.undo")}</button>
<button type="button" id="clear">${say("region.page.clear")}</button>
</div>
<div class="stage"><canvas id="image"></canvas><canvas id="mask"></canvas></div>
<p><label for="prompt">${say("region.page.prompt")}</label></p>
<textarea id="prompt" name="prompt" maxlength="2000">${escape(link.prompt)}</textarea>
<p><button type="submit" id="submit">${say("region.page.submit")}</button></p>
<div id="status" class="status" role="status"></div>
</form>
</main>
<script src="/edit/assets/editor.js"></script>
</body></html>`;
}

/** A link that is not served: why, and nothing else. */
export function statusPage(locale: string, said: string): string {
  return `${head(locale, said)}<body><main><p class="status error">${escape(said)}</p></main></body></html>`;
}
