import type { Store } from "../db/store.js";

/** The server's workflows whose name holds what was typed, as autocomplete choices (25 at most). */
export async function workflowChoices(store: Store, guildId: string, typed: string): Promise<Array<{ name: string; value: string }>> {
  const needle = typed.trim().toLowerCase();
  const saved = await store.workflows.list(guildId);
  return saved
    .filter((w) => w.name.toLowerCase().includes(needle))
    .slice(0, 25)
    .map((w) => ({ name: w.name, value: w.name }));
}
