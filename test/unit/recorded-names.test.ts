import { expect, test } from "vitest";
import { recordedNames } from "../../src/app/routes.js";
import { features } from "../../src/features/index.js";

/*
 * What is recorded as it arrives (src/discord/gateway/interaction-ledger.ts) is stored whole: a form
 * that carries a member's key must never be among it, and what starts no job need not be.
 */
const recorded = recordedNames(features);

test("the buttons and forms of jobs are recorded as they arrive", () => {
  expect(recorded.commands.has("generate")).toBe(true);
  expect(recorded.components.has("gen")).toBe(true);
  expect(recorded.components.has("perm")).toBe(true);
});

test("the member's key form is never recorded (it would store the key as typed), nor the preferences' buttons", () => {
  expect(recorded.components.has("mykey")).toBe(false);
  expect(recorded.components.has("pref")).toBe(false);
});

test("what starts several jobs resumes when handled again (the Run press, the Upscale image menu); what starts one does not", () => {
  expect([...recorded.resumes!.components]).toEqual(["perm"]);
  expect([...recorded.resumes!.commands]).toEqual(["Upscale image"]);
});
