export { invalidBody, parseBody, type Range } from "./fields.js";
export * from "./partner-image.js";
export * from "./partner-video.js";
export * from "./registry.js";
export * from "./tasks.js";
