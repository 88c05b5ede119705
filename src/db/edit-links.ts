import { createHash } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "./db.js";
import { editLinks } from "./schema.js";

/** What an edit link is for: a member's image, shown in a message. */
export interface EditLink {
  guildId: string;
  userId: string;
  channelId: string;
  messageId: string;
  jobId: string;
  image: number;
  locale: string;
  prompt: string;
  expiresAt: Date;
}

/** Where a link stands when it is opened or used. */
export type EditLinkState = { state: "open"; link: EditLink } | { state: "unknown" | "expired" | "used" | "elsewhere" };

const hash = (value: string) => createHash("sha256").update(value).digest("base64url");

/**
 * Vary (Region)'s single-use edit links. A token is stored only as its hash. The first browser
 * that opens a link claims it (the hash of its cookie); only that browser may see and use it.
 */
export function editLinkStore(db: Db) {
  const read = async (token: string) =>
    (
      await db
        .select()
        .from(editLinks)
        .where(eq(editLinks.id, hash(token)))
    )[0];
  const stateOf = (row: typeof editLinks.$inferSelect | undefined, browser: string, now: Date): EditLinkState => {
    if (!row) return { state: "unknown" };
    if (row.usedAt) return { state: "used" };
    if (row.expiresAt <= now) return { state: "expired" };
    if (row.browser !== null && row.browser !== hash(browser)) return { state: "elsewhere" };
    const { guildId, userId, channelId, messageId, jobId, image, locale, prompt, expiresAt } = row;
    return { state: "open", link: { guildId, userId, channelId, messageId, jobId, image, locale, prompt, expiresAt } };
  };
  return {
    async create(token: string, link: EditLink): Promise<void> {
      await db.insert(editLinks).values({ id: hash(token), ...link });
    },

    /** The link as `browser` sees it; an unclaimed one is claimed for it. */
    async open(token: string, browser: string, now = new Date()): Promise<EditLinkState> {
      await db
        .update(editLinks)
        .set({ browser: hash(browser) })
        .where(and(eq(editLinks.id, hash(token)), isNull(editLinks.browser)));
      return stateOf(await read(token), browser, now);
    },

    /** Marks the link used, once: only the first of two submits at once gets `open`. */
    async use(token: string, browser: string, now = new Date()): Promise<EditLinkState> {
      const [used] = await db
        .update(editLinks)
        .set({ usedAt: now })
        .where(
          and(
            eq(editLinks.id, hash(token)),
            isNull(editLinks.usedAt),
            eq(editLinks.browser, hash(browser)),
            sql`${editLinks.expiresAt} > ${now.toISOString()}`,
          ),
        )
        .returning();
      if (used) return stateOf({ ...used, usedAt: null }, browser, now);
      return stateOf(await read(token), browser, now);
    },
  };
}

export type EditLinkStore = ReturnType<typeof editLinkStore>;
