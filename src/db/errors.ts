function driverCode(error: unknown): { code?: unknown; constraint?: unknown } | undefined {
  // drizzle wraps the driver's error in a DrizzleQueryError; the code is on its cause.
  for (let e = error; e instanceof Error; e = e.cause) {
    if ("code" in e) return e;
  }
  return undefined;
}

/** True when `error` is a unique violation of `constraint`, and of no other. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const driver = driverCode(error);
  return driver?.code === "23505" && driver.constraint === constraint;
}

export function isMissingTable(error: unknown): boolean {
  return driverCode(error)?.code === "42P01";
}

export function isDuplicateTable(error: unknown): boolean {
  return driverCode(error)?.code === "42P07";
}
