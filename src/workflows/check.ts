import { hasPartnerNodes, type ObjectInfo, type Workflow } from "../api/cloud.js";
import type { Node } from "../api/registry.js";
import { textLines, UserError } from "../errors.js";
import { text, type Text } from "../i18n/index.js";
import type { InputMapping } from "./built-in.js";
import type { RegistryLookup } from "../registry/lookup.js";
import { inCode, plain, registryLink } from "../registry/text.js";
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
export async function checkWorkflow(
  graph: Workflow,
  info: ObjectInfo,
  registry: RegistryLookup,
): Promise<CheckedWorkflow> {
  const { unknown, problems } = validateWorkflow(graph, info);
  if (unknown.length > 0 || problems.length > 0) {
    const lines = [...(await describeUnknown(unknown, registry)), ...problems];
    const shown: Text[] = lines.slice(0, MAX_LINES).map((problem) => text("graph.problem", { problem }));
    if (lines.length > MAX_LINES) shown.push(text("graph.moreProblems", { count: lines.length - MAX_LINES }));
    throw new UserError(textLines([text("graph.cannotRun"), ...shown]));
  }
  const partnerClasses = [...new Set(nodeIds(graph).map((id) => graph[id]!.class_type))].filter(
    (c) => classInfo(info, c)?.api_node === true,
  );
  const mapping: SavedMapping = inferMapping(graph, info);
  if (hasPartnerNodes(graph, info)) mapping.partnerNodes = true;
  return { mapping, partnerClasses };
}

async function describeUnknown(unknown: UnknownClass[], registry: RegistryLookup): Promise<Text[]> {
  const packs = await Promise.allSettled(unknown.slice(0, MAX_LOOKUPS).map((u) => registry.provides(u.classType)));
  return unknown.map(({ classType, nodes }, i) => {
    const where = text("graph.where", { classType, count: nodes.length, nodes: nodes.join(", ") });
    const found = packs[i];
    if (!found) return text("graph.classMissing", { where });
    if (found.status === "rejected") return text("graph.classMissingUnasked", { where });
    if (!found.value) return text("graph.classMissingNoPack", { where });
    return text("graph.classMissingPack", { where, pack: packName(found.value) });
  });
}

/** A pack as a member finds it: name, id, latest version and repository. */
function packName(node: Node): Text | string {
  // Registry text, escaped and clipped as in the /node views (src/registry/text.ts).
  const name = plain(node.name ?? node.id, 100);
  const id = inCode(node.id, 100);
  const link = registryLink(node.repository);
  // The whole URL as its own text (it cannot pass for another), without Discord's preview.
  const repo = link ? ` <${link.url}>` : "";
  const version = node.latest_version?.version;
  if (!version) return `**${name}** (\`${id}\`)${repo}`;
  return text("graph.pack", { name, id, version: plain(version, 40), repo });
}
