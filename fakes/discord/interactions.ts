import type { Clock } from "./clock.js";
import { alreadyAcknowledged, invalidWebhookToken, unknownInteraction, unknownWebhook } from "./errors.js";
import type { FakeUser } from "./world.js";

export const FIRST_RESPONSE_MS = 3_000;
export const TOKEN_LIFETIME_MS = 15 * 60_000;

export interface Callback {
  type: number;
  data: any;
}

export interface InteractionRecord {
  id: string;
  token: string;
  type: number;
  user: FakeUser;
  channelId: string;
  createdAt: number;
  attachmentSizeLimit: number;
  /** The message a component (or a modal opened from one) belongs to. */
  sourceMessageId?: string;
  callbacks: Callback[];
  originalMessageId?: string;
  followUpIds: string[];
  /** Authorized by the member's own install only (`authorizing_integration_owners` without the server): 5 follow-ups at most. */
  userInstallOnly?: boolean;
}

/** Interactions dispatched by the driver, with Discord's acknowledgement and token deadlines. */
export class InteractionRegistry {
  private readonly byId = new Map<string, InteractionRecord>();
  private readonly byToken = new Map<string, InteractionRecord>();

  constructor(private readonly clock: Clock) {}

  add(record: Omit<InteractionRecord, "createdAt" | "callbacks" | "followUpIds">): InteractionRecord {
    const full = { ...record, createdAt: this.clock.now(), callbacks: [], followUpIds: [] };
    this.byId.set(full.id, full);
    this.byToken.set(full.token, full);
    return full;
  }

  /** The interaction a callback may acknowledge: once, within 3 s. */
  forCallback(id: string, token: string): InteractionRecord {
    const record = this.byId.get(id);
    if (!record || record.token !== token) throw unknownInteraction();
    if (record.callbacks.length > 0) throw alreadyAcknowledged();
    if (this.clock.now() - record.createdAt > FIRST_RESPONSE_MS) throw unknownInteraction();
    return record;
  }

  /** The interaction behind a webhook token: acknowledged, and within its 15 minutes. */
  forWebhook(applicationId: string, expectedApplicationId: string, token: string): InteractionRecord {
    const record = this.byToken.get(token);
    if (!record || applicationId !== expectedApplicationId) throw unknownWebhook();
    if (this.clock.now() - record.createdAt > TOKEN_LIFETIME_MS) throw invalidWebhookToken();
    if (record.callbacks.length === 0) throw unknownWebhook();
    return record;
  }
}
