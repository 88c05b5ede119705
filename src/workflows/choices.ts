import type { Store } from "../db/store.js";

/** Discord shows at most 25 choices. */
const MAX_CHOICES = 25;

/**
 * The server's workflows whose name holds what was typed, as autocomplete choices: names only are
 * read. `ageRestricted: false` leaves out those that run only in age-restricted channels.
 */
export async function workflowChoices(
  store: Store,
  guildId: string,
  typed: string,
  options: { ageRestricted?: false } = {},
): Promise<Array<{ name: string; value: string }>> {
  const names = await store.workflows.names(guildId, typed.trim(), MAX_CHOICES, options);
  return names.map((name) => ({ name, value: name }));
}
