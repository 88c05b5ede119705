/**
 * Makes `clip.mp4`, the short video every fake video task returns, so that a demo or the
 * playground shows a video that really plays: `npx tsx fakes/platform/make-clip.ts`. Chromium
 * records a canvas animation to H.264 MP4 (no ffmpeg needed); the file is committed.
 */
import { writeFile } from "node:fs/promises";
import { chromium } from "playwright-core";

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu"],
});
try {
  const page = await browser.newPage();
  // A string, not a function: tsx would add helpers to a function that the page does not have.
  const base64 = await page.evaluate<string>(`(async () => {
    const canvas = Object.assign(document.createElement("canvas"), { width: 320, height: 240 });
    const g = canvas.getContext("2d");
    const recorder = new MediaRecorder(canvas.captureStream(24), { mimeType: "video/mp4;codecs=avc1", videoBitsPerSecond: 400000 });
    const chunks = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    const started = performance.now();
    await new Promise((resolve) => {
      const frame = () => {
        const t = (performance.now() - started) / 1000;
        g.fillStyle = "hsl(" + ((200 + t * 40) % 360) + " 60% 35%)";
        g.fillRect(0, 0, 320, 240);
        g.fillStyle = "#f4f1de";
        g.beginPath();
        g.moveTo(40 + t * 80, 150);
        g.lineTo(100 + t * 80, 150);
        g.lineTo(70 + t * 80, 110);
        g.fill();
        g.font = "16px sans-serif";
        g.fillText("fake video", 12, 24);
        if (t < 3) requestAnimationFrame(frame);
        else resolve();
      };
      frame();
    });
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let text = "";
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  })()`);
  await writeFile(new URL("./clip.mp4", import.meta.url), Buffer.from(base64, "base64"));
} finally {
  await browser.close();
}
