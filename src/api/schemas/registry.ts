import { z } from "zod";
import { flag, oneOf, text } from "./fields.js";

export const NODE_STATUSES = ["NodeStatusActive", "NodeStatusDeleted", "NodeStatusBanned"] as const;
export const NODE_VERSION_STATUSES = [
  "NodeVersionStatusActive",
  "NodeVersionStatusDeleted",
  "NodeVersionStatusBanned",
  "NodeVersionStatusPending",
  "NodeVersionStatusFlagged",
] as const;
export const FLOW_NODE_POLICIES = ["FlowNodePolicyActive", "FlowNodePolicyBanned", "FlowNodePolicyLocalOnly"] as const;
export type NodeStatus = (typeof NODE_STATUSES)[number];
export type NodeVersionStatus = (typeof NODE_VERSION_STATUSES)[number];
export type FlowNodePolicy = (typeof FLOW_NODE_POLICIES)[number];

/** Publisher node listing v2 defaults. */
export const PAGE_DEFAULTS = { page: 1, limit: 10 } as const;

const strings = (field: string) => z.array(text(field), { error: `${field} must be a list of text` });
const count = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(0, `${field} must be at least 0`);

const compatibility = {
  supported_accelerators: strings("supported_accelerators").optional(),
  supported_flowui_frontend_version: text("supported_flowui_frontend_version").optional(),
  supported_flowui_version: text("supported_flowui_version").optional(),
  supported_os: strings("supported_os").optional(),
  tags: strings("tags").optional(),
  tags_admin: strings("tags_admin").optional(),
};

// Responses carry more than the document lists; loose objects keep it.
export const NodeVersionRecord = z.looseObject({
  id: text("id").optional(),
  node_id: text("node_id").optional(),
  version: text("version").optional(),
  changelog: text("changelog").optional(),
  flow_node_extract_status: text("flow_node_extract_status").optional(),
  createdAt: text("createdAt").optional(),
  dependencies: strings("dependencies").optional(),
  deprecated: flag("deprecated").optional(),
  downloadUrl: text("downloadUrl").optional(),
  status: oneOf("status", NODE_VERSION_STATUSES).optional(),
  status_reason: text("status_reason").optional(),
  ...compatibility,
});
export type NodeVersionRecord = z.infer<typeof NodeVersionRecord>;

export const PublisherRecord = z.looseObject({
  id: text("id").optional(),
  name: text("name").optional(),
  description: text("description").optional(),
  logo: text("logo").optional(),
  createdAt: text("createdAt").optional(),
  members: z
    .array(
      z.object({
        id: z.string(),
        role: z.string(),
        user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
      }),
    )
    .optional(),
  source_code_repo: text("source_code_repo").optional(),
  status: text("status").optional(),
  support: text("support").optional(),
  website: text("website").optional(),
});
export type PublisherRecord = z.infer<typeof PublisherRecord>;

/** Body of create and update node: the Node fields (which are required is not documented). */
export const NodeBody = z.object({
  id: text("id").min(1, "id must not be empty").optional(),
  name: text("name").optional(),
  author: text("author").optional(),
  description: text("description").optional(),
  banner_url: text("banner_url").optional(),
  icon: text("icon").optional(),
  category: text("category").optional(),
  created_at: text("created_at").optional(),
  downloads: count("downloads").optional(),
  github_stars: count("github_stars").optional(),
  latest_version: NodeVersionRecord.optional(),
  license: text("license").optional(),
  preempted_flow_node_names: strings("preempted_flow_node_names").optional(),
  publisher: PublisherRecord.optional(),
  rating: z.number({ error: "rating must be a number" }).optional(),
  repository: text("repository").optional(),
  search_ranking: z
    .number({ error: "search_ranking must be a number" })
    .int("search_ranking must be a whole number")
    .optional(),
  status: oneOf("status", NODE_STATUSES).optional(),
  status_detail: text("status_detail").optional(),
  translations: z.record(z.string(), z.unknown(), { error: "translations must be an object" }).optional(),
  ...compatibility,
});
export type NodeBody = z.infer<typeof NodeBody>;

/** Body of the flow node update: the FlowNode fields without flow_node_name. */
export const FlowNodeBody = z.object({
  category: text("category").optional(),
  deprecated: flag("deprecated").optional(),
  description: text("description").optional(),
  experimental: flag("experimental").optional(),
  function: text("function").optional(),
  input_types: text("input_types").optional(),
  output_is_list: z.array(flag("output_is_list"), { error: "output_is_list must be a list of true/false" }).optional(),
  policy: oneOf("policy", FLOW_NODE_POLICIES).optional(),
  return_names: text("return_names").optional(),
  return_types: text("return_types").optional(),
});
export type FlowNodeBody = z.infer<typeof FlowNodeBody>;
