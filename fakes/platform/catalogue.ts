/** A deterministic registry catalogue: the same nodes, versions and flow nodes on every start. */

export type Json = Record<string, unknown>;

export interface CatalogueVersion {
  record: Json;
  flowNodes: Map<string, Json>;
}

export interface CatalogueNode {
  record: Json;
  publisherId: string;
  versions: CatalogueVersion[];
}

export interface Catalogue {
  publishers: Map<string, Json>;
  nodes: Map<string, CatalogueNode>;
}

const WORDS = [
  "impact",
  "essentials",
  "control",
  "video",
  "upscale",
  "mask",
  "prompt",
  "latent",
  "audio",
  "face",
  "depth",
  "tile",
];
const SUFFIXES = ["pack", "tools", "suite"];
const KINDS = ["Loader", "Sampler", "Preview", "Combine", "Apply", "Save"];
const OS_SETS = [["windows", "linux", "macos"], ["linux"], ["windows", "linux"], ["macos"]];
const ACCELERATOR_SETS = [["cuda"], ["cuda", "rocm"], ["mps", "cpu"]];
export const VERSION_STATUSES = [
  "NodeVersionStatusActive",
  "NodeVersionStatusPending",
  "NodeVersionStatusFlagged",
  "NodeVersionStatusBanned",
  "NodeVersionStatusDeleted",
];
const REASONS: Record<string, string> = {
  NodeVersionStatusPending: "Awaiting security scan",
  NodeVersionStatusFlagged: "Flagged: suspicious pip dependency",
  NodeVersionStatusBanned: "Banned: malicious code found",
  NodeVersionStatusDeleted: "Deleted by the publisher",
};
/** Node classes that real packs are known for, so that the README's examples find a pack. */
const KNOWN_CLASSES: Record<string, string[]> = {
  "impact-pack": ["FaceDetailer", "SAMLoader", "UltralyticsDetectorProvider"],
};
const CREATED = Date.UTC(2025, 0, 1);
const DAY = 86_400_000;

const pascal = (word: string) => word[0]!.toUpperCase() + word.slice(1);

export function createCatalogue(): Catalogue {
  const publishers = new Map<string, Json>();
  for (const [i, name] of ["Acme Nodes", "Pixel Forge", "Latent Labs", "Open Flow", "Studio Nine"].entries()) {
    const id = name.toLowerCase().replace(/ /g, "-");
    publishers.set(id, {
      id,
      name,
      description: `${name} publishes custom nodes`,
      logo: `https://example.com/${id}.png`,
      createdAt: new Date(CREATED + i * DAY).toISOString(),
      members: [{ id: `m-${i}`, role: "owner", user: { id: `u-${i}`, email: `${id}@example.com`, name } }],
      source_code_repo: `https://github.com/${id}`,
      status: "PublisherStatusActive",
      support: `https://github.com/${id}/issues`,
      website: `https://${id}.example.com`,
    });
  }
  const publisherIds = [...publishers.keys()];
  const nodes = new Map<string, CatalogueNode>();
  SUFFIXES.forEach((suffix, s) =>
    WORDS.forEach((word, w) => {
      const i = s * WORDS.length + w;
      const node = makeNode(i, word, suffix, publisherIds[i % publisherIds.length]!);
      nodes.set(String(node.record.id), node);
    }),
  );
  return { publishers, nodes };
}

function makeNode(i: number, word: string, suffix: string, publisherId: string): CatalogueNode {
  const id = `${word}-${suffix}`;
  const versions = Array.from({ length: 1 + (i % 4) }, (_, k) =>
    makeVersion(i, k, id, `${pascal(word)}${pascal(suffix)}`),
  );
  return {
    publisherId,
    versions,
    record: {
      id,
      name: `${pascal(word)} ${pascal(suffix)}`,
      author: publisherId,
      description: `${pascal(word)} nodes for flow graphs (${suffix})`,
      banner_url: `https://example.com/${id}/banner.png`,
      icon: `https://example.com/${id}/icon.png`,
      category: word,
      created_at: new Date(CREATED + i * DAY).toISOString(),
      downloads: (i * 7919) % 10_000,
      github_stars: (i * 131) % 900,
      license: "LICENSE",
      preempted_flow_node_names: [],
      rating: 3 + (i % 5) / 2,
      repository: `https://github.com/${publisherId}/flow-${id}`,
      search_ranking: (i * 37) % 100,
      status: i % 12 === 7 ? "NodeStatusBanned" : i % 17 === 5 ? "NodeStatusDeleted" : "NodeStatusActive",
      status_detail: i % 12 === 7 ? "Banned for policy violation" : "",
      supported_accelerators: ACCELERATOR_SETS[i % ACCELERATOR_SETS.length],
      supported_flowui_frontend_version: ">=1.2.0",
      supported_flowui_version: ">=0.3.0",
      supported_os: OS_SETS[i % OS_SETS.length],
      tags: [word, suffix],
      tags_admin: [],
      translations: {},
    },
  };
}

function makeVersion(i: number, k: number, nodeId: string, prefix: string): CatalogueVersion {
  // The first version of each node is active; later ones cycle through every status.
  const status = k === 0 ? VERSION_STATUSES[0]! : VERSION_STATUSES[(i + k) % VERSION_STATUSES.length]!;
  const version = `1.${k}.0`;
  const flowNodes = new Map<string, Json>();
  const kinds = KINDS.slice(0, 2 + ((i + k) % 4)).map((kind) => [`${prefix}${kind}`, kind] as const);
  for (const [name, kind] of [...kinds, ...(KNOWN_CLASSES[nodeId] ?? []).map((name) => [name, "Apply"] as const)]) {
    flowNodes.set(name, {
      flow_node_name: name,
      category: `${nodeId}/${kind.toLowerCase()}`,
      deprecated: false,
      description: `${kind} of ${nodeId}`,
      experimental: kind === "Combine",
      function: kind.toLowerCase(),
      input_types: JSON.stringify({ required: { value: ["INT", { default: 0 }] } }),
      output_is_list: [false],
      policy: kind === "Save" ? "FlowNodePolicyLocalOnly" : "FlowNodePolicyActive",
      return_names: `["${kind.toUpperCase()}"]`,
      return_types: `["${kind.toUpperCase()}"]`,
    });
  }
  return {
    flowNodes,
    record: {
      id: `${nodeId}@${version}`,
      node_id: nodeId,
      version,
      changelog: `Release ${version}`,
      flow_node_extract_status: "success",
      createdAt: new Date(CREATED + (i + k * 30) * DAY).toISOString(),
      dependencies: k % 2 === 0 ? ["numpy"] : ["numpy", "opencv-python"],
      deprecated: false,
      downloadUrl: `https://storage.example.com/${nodeId}/${version}.zip`,
      status,
      status_reason: REASONS[status] ?? "",
      supported_accelerators: ACCELERATOR_SETS[i % ACCELERATOR_SETS.length],
      supported_os: OS_SETS[i % OS_SETS.length],
      tags: [],
      tags_admin: [],
    },
  };
}

/** A node as the API answers it: with its publisher and its newest active version. */
export function nodeView(catalogue: Catalogue, node: CatalogueNode): Json {
  const latest = [...node.versions].reverse().find((v) => v.record.status === "NodeVersionStatusActive");
  return { ...node.record, publisher: catalogue.publishers.get(node.publisherId), latest_version: latest?.record };
}
