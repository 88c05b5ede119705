import { z } from "zod";

/** The variables of members' use outside servers that added the bot (src/scope.ts), as `VARIABLES` describes them. */
export const ANYWHERE_VARIABLES = {
  FLOWBOT_USER_DAILY_QUOTA: {
    expected: "jobs per member per day outside servers that added the bot, a whole number from 0 to 10000 (default 20)",
  },
  FLOWBOT_BANNED_TERMS: { expected: "terms refused in every member's text outside servers, comma-separated" },
} as const;

export const anywhereSchema = {
  FLOWBOT_USER_DAILY_QUOTA: z.coerce.number().int().min(0).max(10_000).default(20),
  FLOWBOT_BANNED_TERMS: z
    .string()
    .transform((list) => [...new Set(list.split(",").map((term) => term.trim()))].filter((term) => term !== ""))
    .optional(),
};

/** Outside servers that installed the bot: each member's daily quota and the operator's banned terms. */
export function anywhereConfig(env: { FLOWBOT_USER_DAILY_QUOTA: number; FLOWBOT_BANNED_TERMS?: string[] | undefined }) {
  return { dailyQuota: env.FLOWBOT_USER_DAILY_QUOTA, bannedTerms: env.FLOWBOT_BANNED_TERMS ?? [] };
}
