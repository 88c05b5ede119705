import { describe, expect, it } from "vitest";
import { commandDefinitions } from "../../scripts/deploy-commands.js";

/**
 * What Discord receives from deploy-commands, byte for byte: moving command texts between folders
 * must not change a name, a description or a translation. A deliberate change of a command's
 * texts updates the snapshot (`npx vitest run -u test/unit/deploy-payload.test.ts`).
 */
describe("deploy-commands payload", () => {
  it("is what was registered before (global, with the platform)", () => {
    expect(JSON.stringify(commandDefinitions(true, true), null, 1)).toMatchSnapshot();
  });
  it("is what was registered before (one server, engines only)", () => {
    expect(JSON.stringify(commandDefinitions(false, false), null, 1)).toMatchSnapshot();
  });
});
