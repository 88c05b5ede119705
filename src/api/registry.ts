import type { Dispatcher } from "undici";
import { HttpClient, type QueryValue } from "./http.js";
import type { Backoff } from "./retry.js";
import {
  FlowNodeBody,
  NodeBody,
  parseBody,
  type FlowNodePolicy,
  type NodeStatus,
  type NodeVersionRecord,
  type NodeVersionStatus,
  type PublisherRecord,
} from "./schemas/index.js";

export type NodeVersion = NodeVersionRecord;
export type Publisher = PublisherRecord;
export type Node = Omit<NodeBody, "latest_version" | "publisher" | "status"> & {
  id: string;
  status?: NodeStatus;
  latest_version?: NodeVersion;
  publisher?: Publisher;
};
export interface FlowNode extends FlowNodeBody {
  flow_node_name: string;
  policy?: FlowNodePolicy;
}
export interface NodeList {
  nodes: Node[];
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}
export interface VersionList {
  versions: NodeVersion[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}
export interface FlowNodeList {
  flow_nodes: FlowNode[];
  totalNumberOfPages: number;
}
export interface AdminToken {
  token: string;
  expires_at: string;
}

export interface Paging {
  page?: number;
  limit?: number;
}
export interface SearchNodesQuery extends Paging {
  search?: string;
  repositoryUrlSearch?: string;
  flowNodeSearch?: string;
  supportedOs?: string;
  supportedAccelerator?: string;
  includeBanned?: boolean;
}
export interface ListVersionsQuery {
  nodeId?: string;
  statuses?: readonly NodeVersionStatus[];
  page?: number;
  pageSize?: number;
  statusReason?: string;
  includeStatusReason?: boolean;
}

export interface RegistryClientOptions {
  baseUrl: string;
  /** Sent as `Authorization: Bearer`; the publisher and admin endpoints need it. */
  token?: string;
  /** Sent as `X-API-KEY` when there is no token, as the reference client does. */
  apiKey?: string;
  timeoutMs?: number;
  retry?: Partial<Backoff>;
  dispatcher?: Dispatcher;
}

const seg = encodeURIComponent;

/** The node registry: publishers' nodes, their versions and the flow node classes they hold. */
export class RegistryClient {
  private readonly http: HttpClient;

  constructor(options: RegistryClientOptions) {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    else if (options.apiKey) headers["x-api-key"] = options.apiKey;
    this.http = new HttpClient({ ...options, service: "registry", headers });
  }

  async createNode(publisherId: string, node: NodeBody): Promise<Node> {
    const json = parseBody("registry", NodeBody, node);
    return this.http.json({ method: "POST", path: `/publishers/${seg(publisherId)}/nodes`, json });
  }

  async updateNode(publisherId: string, nodeId: string, node: NodeBody): Promise<Node> {
    const json = parseBody("registry", NodeBody, node);
    return this.http.json({ method: "PUT", path: `/publishers/${seg(publisherId)}/nodes/${seg(nodeId)}`, json });
  }

  listPublisherNodes(publisherId: string, query: Paging & { includeBanned?: boolean } = {}): Promise<NodeList> {
    return this.get(`/publishers/${seg(publisherId)}/nodes/v2`, {
      include_banned: query.includeBanned,
      page: query.page,
      limit: query.limit,
    });
  }

  searchNodes(query: SearchNodesQuery = {}): Promise<NodeList> {
    return this.get("/nodes/search", {
      page: query.page,
      limit: query.limit,
      search: query.search,
      repository_url_search: query.repositoryUrlSearch,
      flow_node_search: query.flowNodeSearch,
      supported_os: query.supportedOs,
      supported_accelerator: query.supportedAccelerator,
      include_banned: query.includeBanned,
    });
  }

  /** Every version of one node (a bare array), optionally only those in the given statuses. */
  nodeVersions(
    nodeId: string,
    query: { statuses?: readonly NodeVersionStatus[]; includeStatusReason?: boolean } = {},
  ): Promise<NodeVersion[]> {
    return this.get(`/nodes/${seg(nodeId)}/versions`, {
      statuses: query.statuses,
      include_status_reason: query.includeStatusReason,
    });
  }

  listVersions(query: ListVersionsQuery = {}): Promise<VersionList> {
    return this.get("/versions", {
      nodeId: query.nodeId,
      statuses: query.statuses,
      include_status_reason: query.includeStatusReason,
      page: query.page,
      pageSize: query.pageSize,
      status_reason: query.statusReason,
    });
  }

  listFlowNodes(nodeId: string, version: string, query: Paging = {}): Promise<FlowNodeList> {
    return this.get(`${versionPath(nodeId, version)}/flow-nodes`, { page: query.page, limit: query.limit });
  }

  getFlowNode(nodeId: string, version: string, name: string): Promise<FlowNode> {
    return this.get(`${versionPath(nodeId, version)}/flow-nodes/${seg(name)}`);
  }

  async updateFlowNode(nodeId: string, version: string, name: string, body: FlowNodeBody): Promise<FlowNode> {
    const json = parseBody("registry", FlowNodeBody, body);
    return this.http.json({ method: "PUT", path: `${versionPath(nodeId, version)}/flow-nodes/${seg(name)}`, json });
  }

  /** The node (custom node pack) that provides a flow node class. */
  nodeForFlowNode(flowNodeName: string): Promise<Node> {
    return this.get(`/flow-nodes/${seg(flowNodeName)}/node`);
  }

  /** A one-hour admin JWT; issuing another is harmless, so the call may be retried. */
  generateAdminToken(): Promise<AdminToken> {
    return this.http.json({ method: "POST", path: "/admin/generate-token", idempotent: true });
  }

  private get<T>(path: string, query?: Record<string, QueryValue>): Promise<T> {
    return this.http.json<T>({ method: "GET", path, ...(query ? { query } : {}) });
  }
}

function versionPath(nodeId: string, version: string): string {
  return `/nodes/${seg(nodeId)}/versions/${seg(version)}`;
}
