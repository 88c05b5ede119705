import { option, text, type OptionRef, type Text } from "./texts/index.js";
import { checkMemberText } from "../../member-input/member-text.js";

/**
 * The member's choices for the three video endpoints, checked against the document's limits
 * before anything is deferred or sent. Every problem names the field (as the reader sees the
 * option) and what is allowed; all of them are reported at once. Images are not here: they are
 * checked from their bytes.
 */
export type Checked<T> = { ok: true; value: T } | { ok: false; problems: Text[] };

/** Raw option values: whatever arrived, of whatever type. */
export type Raw = Record<string, unknown>;

export const URL_MAX = 2048;

/** What a text whose characters do not fit `pattern` is refused with. */
export type Invalid = (field: OptionRef) => Text;

/** Fields the member saw under names of their own (a form's labels), not as the command's options. */
export type FieldNames = Readonly<Record<string, Text>>;

/** Reads raw option values one by one, collecting a problem for each that is not allowed. */
export class Reader {
  readonly problems: Text[] = [];
  /** `command` is the subcommand's path (`video.start-end`): a field is named as its option there, or as `names` says. */
  constructor(
    private readonly raw: Raw,
    private readonly command: string,
    private readonly names: FieldNames = {},
  ) {}

  field(name: string): OptionRef | Text {
    return this.names[name] ?? option(`${this.command}.${name}`);
  }

  has(field: string): boolean {
    return this.raw[field] !== undefined && this.raw[field] !== null;
  }

  text(name: string, options: { max: number; pattern?: RegExp; invalid?: Invalid }): string | undefined {
    if (!this.has(name)) return undefined;
    return this.check(this.field(name), this.raw[name], options);
  }

  /** A text that is not an option of its own (a part of one), named by `field`. */
  check(
    field: OptionRef | Text,
    value: unknown,
    options: { max: number; pattern?: RegExp; invalid?: Invalid },
  ): string | undefined {
    if (typeof value !== "string") return this.fail(text("check.text", { field }));
    if (value.trim() === "") return this.fail(text("check.blank", { field }));
    // The rules every member text shares: no control, direction or broken characters (Postgres
    // refuses NUL and lone surrogates), not only invisible characters, no mentions, the length.
    const checked = checkMemberText(field, value, { max: options.max });
    if (!checked.ok) return this.fail(checked.text);
    if (options.pattern && !options.pattern.test(checked.value)) {
      return this.fail(
        options.invalid && "option" in field ? options.invalid(field) : text("check.disallowed", { field }),
      );
    }
    return checked.value;
  }

  int(name: string, range: { min: number; max: number }, unit?: Text): number | undefined {
    if (!this.has(name)) return undefined;
    const value = this.raw[name];
    if (typeof value !== "number" || !Number.isInteger(value) || value < range.min || value > range.max) {
      const field = this.field(name);
      return this.fail(
        unit ? text("check.rangeUnit", { field, ...range, unit }) : text("check.range", { field, ...range }),
      );
    }
    return value;
  }

  choice<const T extends readonly string[]>(name: string, values: T): T[number] | undefined {
    if (!this.has(name)) return undefined;
    const value = this.raw[name];
    if (typeof value !== "string" || !values.includes(value))
      return this.fail(text("check.oneOf", { field: this.field(name), values: values.join(", ") }));
    return value;
  }

  flag(name: string): boolean | undefined {
    if (!this.has(name)) return undefined;
    const value = this.raw[name];
    return typeof value === "boolean" ? value : this.fail(text("check.boolean", { field: this.field(name) }));
  }

  url(name: string): string | undefined {
    const value = this.text(name, { max: URL_MAX });
    if (value === undefined) return undefined;
    const field = this.field(name);
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return this.fail(text("check.url", { field }));
    }
    if ((url.protocol !== "https:" && url.protocol !== "http:") || url.hostname === "")
      return this.fail(text("check.url", { field }));
    // A URL with a user name or password would hand a credential to the service.
    if (url.username !== "" || url.password !== "") return this.fail(text("check.urlCredentials", { field }));
    return url.href;
  }

  fail(problem: Text): undefined {
    this.problems.push(problem);
    return undefined;
  }

  done<T>(value: T): Checked<T> {
    return this.problems.length > 0 ? { ok: false, problems: this.problems } : { ok: true, value };
  }
}
