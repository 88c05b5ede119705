import { checkMemberText } from "../../member-text.js";

/**
 * The member's choices for the three video endpoints, checked against the document's limits
 * before anything is deferred or sent. Every problem names the field and what is allowed; all
 * of them are reported at once. Images are not here: they are checked from their bytes.
 */
export type Checked<T> = { ok: true; value: T } | { ok: false; problems: string[] };

/** Raw option values: whatever arrived, of whatever type. */
export type Raw = Record<string, unknown>;

export const URL_MAX = 2048;

/** Reads raw option values one by one, collecting a problem for each that is not allowed. */
export class Reader {
  readonly problems: string[] = [];
  constructor(private readonly raw: Raw) {}

  has(field: string): boolean {
    return this.raw[field] !== undefined && this.raw[field] !== null;
  }

  text(field: string, options: { max: number; pattern?: RegExp; hint?: string }): string | undefined {
    if (!this.has(field)) return undefined;
    const value = this.raw[field];
    if (typeof value !== "string") return this.fail(`${field} must be text`);
    if (value.trim() === "") return this.fail(`${field} must not be blank`);
    // The rules every member text shares: no control, direction or broken characters (Postgres
    // refuses NUL and lone surrogates), not only invisible characters, no mentions, the length.
    const checked = checkMemberText(field, value, { max: options.max });
    if (!checked.ok) return this.fail(checked.problem);
    if (options.pattern && !options.pattern.test(checked.value)) return this.fail(`${field} ${options.hint ?? "has characters that are not allowed"}`);
    return checked.value;
  }

  int(field: string, range: { min: number; max: number }, unit = ""): number | undefined {
    if (!this.has(field)) return undefined;
    const value = this.raw[field];
    if (typeof value !== "number" || !Number.isInteger(value) || value < range.min || value > range.max) {
      return this.fail(`${field} must be a whole number from ${range.min} to ${range.max}${unit}`);
    }
    return value;
  }

  choice<const T extends readonly string[]>(field: string, values: T): T[number] | undefined {
    if (!this.has(field)) return undefined;
    const value = this.raw[field];
    if (typeof value !== "string" || !values.includes(value)) return this.fail(`${field} must be one of: ${values.join(", ")}`);
    return value;
  }

  flag(field: string): boolean | undefined {
    if (!this.has(field)) return undefined;
    const value = this.raw[field];
    return typeof value === "boolean" ? value : this.fail(`${field} must be True or False`);
  }

  url(field: string): string | undefined {
    const value = this.text(field, { max: URL_MAX });
    if (value === undefined) return undefined;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return this.fail(`${field} must be an http(s) URL`);
    }
    if ((url.protocol !== "https:" && url.protocol !== "http:") || url.hostname === "") return this.fail(`${field} must be an http(s) URL`);
    // A URL with a user name or password would hand a credential to the service.
    if (url.username !== "" || url.password !== "") return this.fail(`${field} must not contain a user name or password`);
    return url.href;
  }

  fail(problem: string): undefined {
    this.problems.push(problem);
    return undefined;
  }

  done<T>(value: T): Checked<T> {
    return this.problems.length > 0 ? { ok: false, problems: this.problems } : { ok: true, value };
  }
}
