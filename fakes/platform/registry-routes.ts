import { randomBytes } from "node:crypto";
import { nodeView, type Catalogue, type CatalogueNode, type Json } from "./catalogue.js";
import { has, nodeList, paging, search, showVersion, slice, versionFilter } from "./registry-queries.js";
import { error, notFound, type Reply, type Route, type RouteContext } from "./server.js";
import { asText } from "../text.js";

const NODE_STATUSES = ["NodeStatusActive", "NodeStatusDeleted", "NodeStatusBanned"];
const POLICIES = ["FlowNodePolicyActive", "FlowNodePolicyBanned", "FlowNodePolicyLocalOnly"];
const SEG = "([^/]+)";
function findNode(catalogue: Catalogue, id: string): CatalogueNode | undefined {
  const node = catalogue.nodes.get(id);
  return node && node.record.status !== "NodeStatusDeleted" ? node : undefined;
}

function findVersion(ctx: RouteContext) {
  const [nodeId = "", version = ""] = ctx.params;
  return findNode(ctx.platform.catalogue, nodeId)?.versions.find((v) => v.record.version === version);
}

/** The node fields the service checks by itself; required fields are not documented beyond an id. */
function nodeBodyProblem(body: unknown, creating: boolean): string | undefined {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return "the body must be a JSON object";
  const node = body as Json;
  if (creating && (typeof node.id !== "string" || node.id === "")) return "id is required";
  if (node.status !== undefined && !NODE_STATUSES.includes(asText(node.status)))
    return `invalid status ${asText(node.status)}`;
  for (const field of ["downloads", "github_stars"]) {
    if (node[field] !== undefined && !Number.isInteger(node[field])) return `${field} must be an integer`;
  }
  return undefined;
}

function writeNode(ctx: RouteContext, creating: boolean): Reply {
  const [publisherId = "", nodeId] = ctx.params;
  const { catalogue } = ctx.platform;
  if (!catalogue.publishers.has(publisherId)) return notFound("publisher not found", publisherId);
  const problem = nodeBodyProblem(ctx.body, creating);
  if (problem) return error(400, "invalid_request", problem);
  const body = ctx.body as Json;
  const id = creating ? String(body.id) : nodeId!;
  const existing = catalogue.nodes.get(id);
  if (creating && existing) return error(409, "conflict", `node ${id} already exists`);
  if (!creating && existing?.publisherId !== publisherId) return notFound("node not found", id);
  const { publisher: _p, latest_version: _v, ...fields } = body;
  const node: CatalogueNode = existing ?? {
    publisherId,
    versions: [],
    record: { status: "NodeStatusActive", created_at: new Date().toISOString() },
  };
  node.record = { ...node.record, ...fields, id };
  catalogue.nodes.set(id, node);
  return { status: creating ? 201 : 200, body: nodeView(catalogue, node) };
}

function flowNodeProblem(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return "the body must be a JSON object";
  const flowNode = body as Json;
  if (flowNode.policy !== undefined && !POLICIES.includes(asText(flowNode.policy)))
    return `invalid policy ${asText(flowNode.policy)}`;
  if (
    flowNode.output_is_list !== undefined &&
    !(Array.isArray(flowNode.output_is_list) && flowNode.output_is_list.every((b) => typeof b === "boolean"))
  ) {
    return "output_is_list must be an array of booleans";
  }
  return undefined;
}

export const registryRoutes: Route[] = [
  {
    method: "POST",
    pattern: new RegExp(`^/publishers/${SEG}/nodes$`),
    auth: true,
    handle: (ctx) => writeNode(ctx, true),
  },
  {
    method: "PUT",
    pattern: new RegExp(`^/publishers/${SEG}/nodes/${SEG}$`),
    auth: true,
    handle: (ctx) => writeNode(ctx, false),
  },
  {
    method: "GET",
    pattern: new RegExp(`^/publishers/${SEG}/nodes/v2$`),
    auth: true,
    handle: (ctx) => {
      const [publisherId] = ctx.params;
      if (!ctx.platform.catalogue.publishers.has(publisherId!)) return notFound("publisher not found", publisherId!);
      return nodeList(
        ctx,
        [...ctx.platform.catalogue.nodes.values()].filter((n) => n.publisherId === publisherId),
      );
    },
  },
  {
    method: "GET",
    pattern: new RegExp(`^/flow-nodes/${SEG}/node$`),
    handle: (ctx) => {
      const [name = ""] = ctx.params;
      const { catalogue } = ctx.platform;
      const node = [...catalogue.nodes.values()].find(
        (n) => n.record.status === "NodeStatusActive" && n.versions.some((v) => v.flowNodes.has(name)),
      );
      return node
        ? { status: 200, body: nodeView(catalogue, node) }
        : notFound("no node provides this flow node", name);
    },
  },
  { method: "GET", pattern: /^\/nodes\/search$/, handle: search },
  {
    method: "GET",
    pattern: new RegExp(`^/nodes/${SEG}/versions$`),
    handle: (ctx) => {
      const node = findNode(ctx.platform.catalogue, ctx.params[0]!);
      if (!node) return notFound("node not found", ctx.params[0]!);
      const filter = versionFilter(ctx);
      if (typeof filter !== "function") return filter;
      return {
        status: 200,
        body: node.versions
          .map((v) => v.record)
          .filter(filter)
          .map((v) => showVersion(ctx, v)),
      };
    },
  },
  {
    method: "GET",
    pattern: /^\/versions$/,
    handle: (ctx) => {
      const paged = paging(ctx.query, "pageSize");
      if ("status" in paged) return paged;
      const filter = versionFilter(ctx);
      if (typeof filter !== "function") return filter;
      const nodeId = ctx.query.get("nodeId");
      const all = [...ctx.platform.catalogue.nodes.values()]
        .filter((n) => nodeId === null || n.record.id === nodeId)
        .flatMap((n) => n.versions.map((v) => v.record))
        .filter((v) => filter(v) && has(v.status_reason, ctx.query.get("status_reason")));
      const body = {
        versions: slice(all, paged).map((v) => showVersion(ctx, v)),
        page: paged.page,
        pageSize: paged.size,
        total: all.length,
        totalPages: Math.ceil(all.length / paged.size),
      };
      return { status: 200, body };
    },
  },
  {
    method: "GET",
    pattern: new RegExp(`^/nodes/${SEG}/versions/${SEG}/flow-nodes$`),
    handle: (ctx) => {
      const version = findVersion(ctx);
      if (!version) return notFound("node version not found", ctx.params.join("@"));
      const paged = paging(ctx.query, "limit");
      if ("status" in paged) return paged;
      const all = [...version.flowNodes.values()];
      return {
        status: 200,
        body: { flow_nodes: slice(all, paged), totalNumberOfPages: Math.ceil(all.length / paged.size) },
      };
    },
  },
  {
    method: "GET",
    pattern: new RegExp(`^/nodes/${SEG}/versions/${SEG}/flow-nodes/${SEG}$`),
    handle: (ctx) => {
      const flowNode = findVersion(ctx)?.flowNodes.get(ctx.params[2]!);
      return flowNode ? { status: 200, body: flowNode } : notFound("flow node not found", ctx.params[2]!);
    },
  },
  {
    method: "PUT",
    pattern: new RegExp(`^/nodes/${SEG}/versions/${SEG}/flow-nodes/${SEG}$`),
    handle: (ctx) => {
      const version = findVersion(ctx);
      if (!version) return notFound("node version not found", ctx.params.join("@"));
      const problem = flowNodeProblem(ctx.body);
      if (problem) return error(400, "invalid_request", problem);
      const name = ctx.params[2]!;
      const updated = { ...version.flowNodes.get(name), ...(ctx.body as Json), flow_node_name: name };
      version.flowNodes.set(name, updated);
      return { status: 200, body: updated };
    },
  },
  {
    method: "POST",
    pattern: /^\/admin\/generate-token$/,
    auth: true,
    handle: () => {
      const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
      const expiresAt = new Date(Date.now() + 3_600_000);
      const token = [
        part({ alg: "HS256", typ: "JWT" }),
        part({ role: "admin", exp: Math.floor(expiresAt.getTime() / 1000) }),
        randomBytes(16).toString("base64url"),
      ].join(".");
      return { status: 200, body: { token, expires_at: expiresAt.toISOString() } };
    },
  },
];
