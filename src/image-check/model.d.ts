/** The types of ./model.js (plain JavaScript, run by the classifier's thread). */

/** The model's input side. */
export const SIDE: number;

export interface LoadedModel {
  /** Each frame's class probabilities (nsfwjs's order); `pixels` holds `frames` SIDE² RGB images one after the other. */
  run(pixels: Uint8Array, frames: number): Promise<number[][]>;
}

/** nsfwjs's MobileNetV2, folded and fused, on TensorFlow.js's backend of the moment. */
export function loadModel(): Promise<LoadedModel>;
