import type { Locale } from "../i18n/locales.js";
import type { KeySource } from "../db/schema.js";

/** What a job that passed the checks holds until it starts: the key, the server's limit, a quota unit. */
export interface Admission {
  apiKey: string;
  /** Whose key it is: recorded with the job, which never changes key. */
  keySource?: KeySource;
  /** The day whose quota unit was taken: recorded with the job, which gives it back if it fails. */
  quotaDay?: string;
  /** The language of the job's public message: the server's (see `publicLocale`). */
  locale?: Locale;
  /** The server's concurrency limit: past it the job waits in the server's line (src/db/line.ts). */
  limit: number;
  /** Gives back what was taken, for a job that never reached the service. */
  cancel(): Promise<void>;
}
