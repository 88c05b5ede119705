import { expect, test } from "vitest";
import { combine, type Figure } from "../../bench/report.js";

const figure = (flowbot: number, naive: number | undefined, met: boolean): Figure => ({
  name: "peak RSS",
  budget: "≤ 250 MB",
  format: (n) => `${n} MB`,
  met,
  values: {
    flowbot: { shown: `${flowbot} MB`, value: flowbot },
    naive: { shown: naive === undefined ? "—" : `${naive} MB`, value: naive },
  },
});

test("runs combine into the median run's figure with the range over the runs, and the median run's verdict", () => {
  const [combined] = combine([[figure(300, 900, false)], [figure(200, 700, true)], [figure(240, 800, true)]]);
  expect(combined!.values.flowbot).toEqual({ shown: "240 MB [3 runs: 200 MB – 300 MB]", value: 240 });
  expect(combined!.values.naive).toEqual({ shown: "800 MB [3 runs: 700 MB – 900 MB]", value: 800 });
  expect(combined!.met).toBe(true);
  // One noisy run out of three does not decide the verdict.
  expect(combine([[figure(300, 1, false)], [figure(200, 1, true)], [figure(260, 1, false)]])[0]!.met).toBe(false);
});

test("a single run is shown as it is; a figure a strategy lacks stays shown as such", () => {
  const [combined] = combine([[figure(240, undefined, true)]]);
  expect(combined!.values.flowbot).toEqual({ shown: "240 MB", value: 240 });
  expect(combined!.values.naive).toEqual({ shown: "—", value: undefined });
});
