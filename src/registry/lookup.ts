import { ApiError } from "../api/errors.js";
import type { FlowNodeList, Node, NodeList, NodeVersion, RegistryClient } from "../api/registry.js";
import { TtlCache } from "../ttl-cache.js";

/** Registry answers change slowly; a minute keeps paging and autocomplete off the service. */
export const REGISTRY_TTL_MS = 60_000;
export const SEARCH_PAGE_SIZE = 5;
export const CLASS_PAGE_SIZE = 15;
/** Search results scanned for a pack's own record (the registry has no read of one node). */
const EXACT_SCAN = 100;

export interface SearchQuery {
  query: string;
  os?: string;
  accelerator?: string;
  page: number;
}

export interface PackInfo {
  node: Node;
  /** Newest first. */
  versions: NodeVersion[];
  /** The version whose classes are listed: the node's latest, else the newest active one. */
  latest?: string;
}

/** The registry reads the commands make, each answer cached for a minute per query. */
export class RegistryLookup {
  private readonly cache: TtlCache<unknown>;

  constructor(
    private readonly client: RegistryClient,
    ttlMs = REGISTRY_TTL_MS,
  ) {
    this.cache = new TtlCache(ttlMs);
  }

  search({ query, os, accelerator, page }: SearchQuery): Promise<NodeList> {
    return this.cached(["search", query, os, accelerator, page], () =>
      this.client.searchNodes({
        search: query,
        supportedOs: os,
        supportedAccelerator: accelerator,
        page,
        limit: SEARCH_PAGE_SIZE,
      }),
    );
  }

  /** Up to 25 packs whose name or id holds `typed`, for autocomplete. */
  async suggest(typed: string): Promise<Node[]> {
    const list = await this.cached(["suggest", typed], () =>
      this.client.searchNodes({ search: typed || undefined, limit: 25 }),
    );
    return list.nodes;
  }

  /** A pack with its versions, newest first; undefined when the registry does not know it. */
  info(id: string): Promise<PackInfo | undefined> {
    return this.cached(["info", id], async () => {
      const list = await this.client.searchNodes({ search: id, limit: EXACT_SCAN });
      const node = list.nodes.find((n) => n.id === id);
      if (!node) return undefined;
      const versions = newestFirst(await this.client.nodeVersions(id));
      const latest =
        node.latest_version?.version ?? versions.find((v) => v.status === "NodeVersionStatusActive")?.version;
      return { node, versions, ...(latest ? { latest } : {}) };
    });
  }

  classes(id: string, version: string, page: number): Promise<FlowNodeList> {
    return this.cached(["classes", id, version, page], () =>
      this.client.listFlowNodes(id, version, { page, limit: CLASS_PAGE_SIZE }),
    );
  }

  /** The pack that provides a node class; undefined when none does (the registry answers 404). */
  provides(className: string): Promise<Node | undefined> {
    return this.cached(["provides", className], async () => {
      try {
        return await this.client.nodeForFlowNode(className);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return undefined;
        throw error;
      }
    });
  }

  private cached<T>(key: unknown[], load: () => Promise<T>): Promise<T> {
    return this.cache.get(JSON.stringify(key), load) as Promise<T>;
  }
}

function newestFirst(versions: NodeVersion[]): NodeVersion[] {
  const time = (v: NodeVersion) => Date.parse(v.createdAt ?? "") || 0;
  return [...versions].sort((a, b) => time(b) - time(a) || compareSemver(b.version, a.version));
}

function compareSemver(a = "", b = ""): number {
  const parts = (v: string) => v.split(/[.+-]/).map((p) => Number.parseInt(p, 10) || 0);
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
