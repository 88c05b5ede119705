/** Fixed values as a command option's choices, each shown as it is sent. */
export function choices(values: readonly string[]): { name: string; value: string }[] {
  return values.map((value) => ({ name: value, value }));
}
