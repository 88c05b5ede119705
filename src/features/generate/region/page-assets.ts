/*
 * The edit page's style and script, served from the bot's own origin (the page's content security
 * policy admits no other script, and no inline one). The script knows nothing of flowbot: it
 * reads its image, texts and limits from the page's `data-` attributes.
 */

/** Discord's dark look: its fonts and colours, as the playground has them. */
export const EDITOR_CSS = `
:root {
  color-scheme: dark;
  --bg: #313338; --panel: #2b2d31; --text: #dbdee1; --muted: #949ba4;
  --accent: #5865f2; --danger: #f23f43; --ok: #23a55a;
}
* { box-sizing: border-box; }
body {
  margin: 0; background: var(--bg); color: var(--text);
  font: 16px/1.375 "gg sans", "Noto Sans", "Helvetica Neue", Helvetica, Arial, sans-serif;
}
main { max-width: 1100px; margin: 0 auto; padding: 16px; }
h1 { font-size: 20px; margin: 0 0 4px; }
p { margin: 0 0 12px; color: var(--muted); }
.tools {
  display: flex; flex-wrap: wrap; gap: 8px; align-items: center;
  background: var(--panel); padding: 8px; border-radius: 8px; margin-bottom: 12px;
}
button { font: inherit; color: #fff; background: #4e5058; border: 0; border-radius: 4px; padding: 6px 14px; cursor: pointer; }
button[aria-pressed="true"] { background: var(--accent); }
button:disabled { opacity: .5; cursor: default; }
#submit { background: var(--accent); padding: 8px 20px; }
label { color: var(--muted); font-size: 14px; }
.stage { position: relative; display: inline-block; max-width: 100%; touch-action: none; }
.stage canvas { display: block; max-width: 100%; height: auto; }
#mask { position: absolute; inset: 0; width: 100%; height: 100%; opacity: .5; cursor: crosshair; }
textarea {
  width: 100%; min-height: 70px; background: #1e1f22; color: var(--text);
  border: 0; border-radius: 4px; padding: 8px; font: inherit;
}
.status { margin-top: 8px; min-height: 1.4em; }
.status.error { color: var(--danger); }
.status.ok { color: var(--ok); }
`;

export const EDITOR_JS = `"use strict";
(() => {
  const main = document.getElementById("editor");
  if (!main) return;
  const data = main.dataset;
  const image = document.getElementById("image");
  const mask = document.getElementById("mask");
  const size = document.getElementById("size");
  const status = document.getElementById("status");
  const submit = document.getElementById("submit");
  const prompt = document.getElementById("prompt");
  const ink = mask.getContext("2d", { willReadFrequently: true });
  const undo = [];
  let tool = "brush";
  let stroke = null;

  const say = (text, kind) => { status.textContent = text; status.className = "status " + (kind || ""); };
  const picture = new Image();
  picture.onload = () => {
    for (const canvas of [image, mask]) { canvas.width = picture.naturalWidth; canvas.height = picture.naturalHeight; }
    image.getContext("2d").drawImage(picture, 0, 0);
    main.dataset.ready = "true";
  };
  picture.src = data.image;

  for (const button of document.querySelectorAll("[data-tool]")) {
    button.addEventListener("click", () => {
      tool = button.dataset.tool;
      for (const other of document.querySelectorAll("[data-tool]")) other.setAttribute("aria-pressed", String(other === button));
    });
  }
  const snapshot = () => ink.getImageData(0, 0, mask.width, mask.height);
  document.getElementById("undo").addEventListener("click", () => {
    const last = undo.pop();
    if (last) ink.putImageData(last, 0, 0);
  });
  document.getElementById("clear").addEventListener("click", () => {
    undo.push(snapshot());
    ink.clearRect(0, 0, mask.width, mask.height);
  });

  const at = (event) => {
    const box = mask.getBoundingClientRect();
    return {
      x: (event.clientX - box.left) * (mask.width / box.width),
      y: (event.clientY - box.top) * (mask.height / box.height),
    };
  };
  const paint = (from, to) => {
    ink.globalCompositeOperation = tool === "eraser" ? "destination-out" : "source-over";
    ink.strokeStyle = ink.fillStyle = "#ff3b3b";
    ink.lineCap = ink.lineJoin = "round";
    ink.lineWidth = Number(size.value);
    ink.beginPath();
    ink.moveTo(from.x, from.y);
    ink.lineTo(to.x, to.y);
    ink.stroke();
  };
  const rectangle = (from, to) => {
    ink.putImageData(stroke.before, 0, 0);
    ink.globalCompositeOperation = "source-over";
    ink.fillStyle = "#ff3b3b";
    ink.fillRect(Math.min(from.x, to.x), Math.min(from.y, to.y), Math.abs(to.x - from.x), Math.abs(to.y - from.y));
  };
  mask.addEventListener("pointerdown", (event) => {
    if (!main.dataset.ready) return;
    event.preventDefault();
    mask.setPointerCapture(event.pointerId);
    const before = snapshot();
    undo.push(before);
    stroke = { start: at(event), last: at(event), before };
    if (tool !== "rectangle") paint(stroke.last, stroke.last);
  });
  mask.addEventListener("pointermove", (event) => {
    if (!stroke) return;
    const point = at(event);
    if (tool === "rectangle") rectangle(stroke.start, point);
    else paint(stroke.last, point);
    stroke.last = point;
  });
  const end = () => { stroke = null; };
  mask.addEventListener("pointerup", end);
  mask.addEventListener("pointercancel", end);

  /** The mask as a black and white PNG at the image's size: white wherever anything is painted. */
  const maskPng = () => {
    const painted = snapshot();
    const out = document.createElement("canvas");
    out.width = mask.width; out.height = mask.height;
    const context = out.getContext("2d");
    const pixels = context.createImageData(mask.width, mask.height);
    let marked = 0;
    for (let i = 0; i < painted.data.length; i += 4) {
      const on = painted.data[i + 3] > 0;
      if (on) marked++;
      pixels.data[i] = pixels.data[i + 1] = pixels.data[i + 2] = on ? 255 : 0;
      pixels.data[i + 3] = 255;
    }
    context.putImageData(pixels, 0, 0);
    return { marked, total: mask.width * mask.height, url: out.toDataURL("image/png") };
  };

  document.getElementById("form").addEventListener("submit", async (event) => {
    event.preventDefault();
    const png = maskPng();
    if (png.marked === 0) return say(data.empty, "error");
    if (png.marked === png.total) return say(data.full, "error");
    const body = JSON.stringify({ prompt: prompt.value, mask: png.url.slice(png.url.indexOf(",") + 1) });
    if (body.length > Number(data.maxBytes)) return say(data.tooLarge, "error");
    submit.disabled = true;
    say(data.sending);
    try {
      const response = await window.fetch(data.post, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
        credentials: "same-origin",
      });
      const answer = await response.json().catch(() => ({}));
      if (response.ok) { say(answer.message || "", "ok"); main.dataset.sent = "true"; return; }
      say(answer.error || String(response.status), "error");
      if (response.status !== 400) return;
    } catch (error) {
      say(String(error), "error");
    }
    submit.disabled = false;
  });
})();
`;
