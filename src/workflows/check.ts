import { hasPartnerNodes, type ObjectInfo, type Workflow } from "../api/cloud.js";
import type { Node } from "../api/registry.js";
import { UserError } from "../errors.js";
import type { InputMapping } from "../kinds/generate/workflows.js";
import type { RegistryLookup } from "../registry/lookup.js";
import { classInfo, nodeIds } from "./graph.js";
import { inferMapping } from "./infer.js";
import { validateWorkflow, type UnknownClass } from "./validate.js";

/** What a saved workflow's `input_mapping` holds: the options' places, and whether it needs the platform key. */
export interface SavedMapping extends InputMapping {
  /** Holds a Partner Node (`api_node`): its submit carries `extra_data.api_key_platform`. */
  partnerNodes?: boolean;
}

export interface CheckedWorkflow {
  mapping: SavedMapping;
  /** The Partner Node classes it uses. */
  partnerClasses: string[];
}

/** Unknown classes looked up in the registry at most, per workflow. */
const MAX_LOOKUPS = 10;
const MAX_LINES = 20;

/**
 * Checks a workflow against the service's node catalogue before it is saved. Every problem is
 * reported at once; each class the service lacks is named with the registry pack that provides it.
 */
export async function checkWorkflow(graph: Workflow, info: ObjectInfo, registry: RegistryLookup): Promise<CheckedWorkflow> {
  const { unknown, problems } = validateWorkflow(graph, info);
  if (unknown.length > 0 || problems.length > 0) {
    const lines = [...(await describeUnknown(unknown, registry)), ...problems];
    const shown = lines.slice(0, MAX_LINES).map((line) => `• ${line}`);
    if (lines.length > MAX_LINES) shown.push(`• … and ${lines.length - MAX_LINES} more`);
    throw new UserError(`The service cannot run this workflow. Nothing was saved.\n${shown.join("\n")}`);
  }
  const partnerClasses = [...new Set(nodeIds(graph).map((id) => graph[id]!.class_type))].filter((c) => classInfo(info, c)?.api_node === true);
  const mapping: SavedMapping = inferMapping(graph, info);
  if (hasPartnerNodes(graph, info)) mapping.partnerNodes = true;
  return { mapping, partnerClasses };
}

async function describeUnknown(unknown: UnknownClass[], registry: RegistryLookup): Promise<string[]> {
  const packs = await Promise.allSettled(unknown.slice(0, MAX_LOOKUPS).map((u) => registry.provides(u.classType)));
  return unknown.map(({ classType, nodes }, i) => {
    const where = `\`${classType}\` (node${nodes.length > 1 ? "s" : ""} ${nodes.join(", ")})`;
    const found = packs[i];
    if (!found) return `${where} is not on the service.`;
    if (found.status === "rejected") return `${where} is not on the service (the registry could not be asked which pack provides it).`;
    if (!found.value) return `${where} is not on the service, and no registry pack provides it.`;
    return `${where} is not on the service. It comes from the pack ${packName(found.value)}.`;
  });
}

function packName(node: Node): string {
  const version = node.latest_version?.version ? `, latest ${node.latest_version.version}` : "";
  const repo = node.repository ? ` <${node.repository}>` : "";
  return `**${node.name ?? node.id}** (\`${node.id}\`${version})${repo}`;
}
