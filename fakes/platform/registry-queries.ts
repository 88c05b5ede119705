import { nodeView, VERSION_STATUSES, type CatalogueNode, type Json } from "./catalogue.js";
import { error, type Reply, type RouteContext } from "./server.js";
import { asText } from "../text.js";

export function paging(query: URLSearchParams, sizeName: string): { page: number; size: number } | Reply {
  const page = Number(query.get("page") ?? 1);
  const size = Number(query.get(sizeName) ?? 10);
  if (!Number.isInteger(page) || page < 1) return error(400, "invalid_query", "page must be a positive integer");
  if (!Number.isInteger(size) || size < 1 || size > 100)
    return error(400, "invalid_query", `${sizeName} must be between 1 and 100`);
  return { page, size };
}

export function slice<T>(items: T[], { page, size }: { page: number; size: number }): T[] {
  return items.slice((page - 1) * size, page * size);
}

export function nodeList(ctx: RouteContext, nodes: CatalogueNode[]): Reply {
  const paged = paging(ctx.query, "limit");
  if ("status" in paged) return paged;
  const visible = nodes
    .filter((n) => n.record.status !== "NodeStatusDeleted")
    .filter((n) => ctx.query.get("include_banned") === "true" || n.record.status !== "NodeStatusBanned")
    .sort(
      (a, b) =>
        Number(b.record.search_ranking) - Number(a.record.search_ranking) ||
        String(a.record.id).localeCompare(String(b.record.id)),
    );
  const body = {
    nodes: slice(visible, paged).map((n) => nodeView(ctx.platform.catalogue, n)),
    page: paged.page,
    limit: paged.size,
    total: visible.length,
    totalPages: Math.ceil(visible.length / paged.size),
  };
  return { status: 200, body };
}

export const has = (value: unknown, needle: string | null) =>
  needle === null ||
  asText(value ?? "")
    .toLowerCase()
    .includes(needle.toLowerCase());
const listHas = (value: unknown, needle: string | null) =>
  needle === null || (Array.isArray(value) && value.some((v) => String(v).toLowerCase() === needle.toLowerCase()));

export function search(ctx: RouteContext): Reply {
  const q = ctx.query;
  const keyword = q.get("search");
  const matches = [...ctx.platform.catalogue.nodes.values()].filter(
    ({ record, versions }) =>
      (keyword === null || ["id", "name", "description", "author", "tags"].some((f) => has(record[f], keyword))) &&
      has(record.repository, q.get("repository_url_search")) &&
      (q.get("flow_node_search") === null ||
        versions.some((v) => [...v.flowNodes.keys()].some((n) => has(n, q.get("flow_node_search"))))) &&
      listHas(record.supported_os, q.get("supported_os")) &&
      listHas(record.supported_accelerators, q.get("supported_accelerator")),
  );
  return nodeList(ctx, matches);
}

export function versionFilter(ctx: RouteContext): ((v: Json) => boolean) | Reply {
  const statuses = ctx.query.getAll("statuses");
  const bad = statuses.find((s) => !VERSION_STATUSES.includes(s));
  if (bad) return error(400, "invalid_query", `unknown status ${bad}`);
  return (v) => statuses.length === 0 || statuses.includes(String(v.status));
}

export function showVersion(ctx: RouteContext, record: Json): Json {
  if (ctx.query.get("include_status_reason") === "true") return record;
  const { status_reason: _, ...rest } = record;
  return rest;
}
