import { z } from "zod";
import { ApiError, type Service } from "../errors.js";

export interface Range {
  readonly min: number;
  readonly max: number;
}

/** A whole number in a closed range; every message names the field and the range. */
export function between(field: string, { min, max }: Range) {
  const message = `${field} must be between ${min} and ${max}`;
  return z
    .number({ error: `${field} must be a number between ${min} and ${max}` })
    .int(`${field} must be a whole number between ${min} and ${max}`)
    .min(min, message)
    .max(max, message);
}

export function oneOf<const T extends readonly [string, ...string[]]>(field: string, values: T) {
  return z.enum(values, { error: `${field} must be one of: ${values.join(", ")}` });
}

export function text(field: string, max?: number) {
  const base = z.string({
    error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be text`),
  });
  return max === undefined ? base : base.max(max, `${field} must be at most ${max} characters`);
}

/** An image given as base64 or as a URL: present and not empty. */
export function image(field: string) {
  return text(field).min(1, `${field} must not be empty`);
}

export function flag(field: string) {
  return z.boolean({ error: `${field} must be true or false` });
}

export function webUrl(field: string) {
  return z.url({ protocol: /^https?$/, error: `${field} must be an http(s) URL` });
}

/**
 * Parses a request body or throws an ApiError `invalid_body` whose message lists every problem;
 * the request is never sent.
 */
export function parseBody<S extends z.ZodType>(service: Service, schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  return invalidBody(
    service,
    result.error.issues.map((issue) => issue.message),
  );
}

export function invalidBody(service: Service, messages: string[]): never {
  throw new ApiError({ service, code: "invalid_body", message: messages.join("; "), retryable: false });
}
