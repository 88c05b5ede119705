import { emptyMessage, invalidForm, maxLength, tooLarge } from "../errors.js";
import type { UploadedFile } from "./body.js";

export const LIMITS = {
  content: 2000,
  embeds: 10,
  attachments: 10,
  customId: 100,
  choices: 25,
  modalTitle: 45,
  embed: {
    title: 256,
    description: 4096,
    fields: 25,
    fieldName: 256,
    fieldValue: 1024,
    footer: 2048,
    author: 256,
    total: 6000,
  },
} as const;

/** Checks a message body (create or edit) the way Discord does; throws the matching DiscordError. */
export function checkMessage(body: any, files: UploadedFile[], uploadLimit: number): void {
  if (typeof body?.content === "string" && body.content.length > LIMITS.content)
    throw maxLength("content", LIMITS.content);
  const embeds: any[] = body?.embeds ?? [];
  if (embeds.length > LIMITS.embeds) throw maxLength("embeds", LIMITS.embeds);
  embeds.forEach((embed, i) => checkEmbed(embed, `embeds.${i}`));
  const total = embeds.reduce((sum, e) => sum + embedSize(e), 0);
  if (total > LIMITS.embed.total)
    throw invalidForm("embeds", "BASE_TYPE_MAX_LENGTH", `Embed size exceeds maximum size of ${LIMITS.embed.total}`);
  if (files.length > LIMITS.attachments || (body?.attachments ?? []).length > LIMITS.attachments)
    throw maxLength("attachments", LIMITS.attachments);
  if (files.some((f) => f.data.length > uploadLimit)) throw tooLarge();
  checkComponents(body?.components ?? [], "components");
}

export function checkNotEmpty(message: {
  content: string;
  embeds: unknown[];
  attachments: unknown[];
  components: unknown[];
}): void {
  if (
    !message.content &&
    message.embeds.length === 0 &&
    message.attachments.length === 0 &&
    message.components.length === 0
  )
    throw emptyMessage();
}

function checkEmbed(embed: any, path: string): void {
  const fields: any[] = embed?.fields ?? [];
  const text: Array<[string, unknown, number]> = [
    [`${path}.title`, embed?.title, LIMITS.embed.title],
    [`${path}.description`, embed?.description, LIMITS.embed.description],
    [`${path}.footer.text`, embed?.footer?.text, LIMITS.embed.footer],
    [`${path}.author.name`, embed?.author?.name, LIMITS.embed.author],
    ...fields.flatMap((f, i): Array<[string, unknown, number]> => [
      [`${path}.fields.${i}.name`, f?.name, LIMITS.embed.fieldName],
      [`${path}.fields.${i}.value`, f?.value, LIMITS.embed.fieldValue],
    ]),
  ];
  if (fields.length > LIMITS.embed.fields) throw maxLength(`${path}.fields`, LIMITS.embed.fields);
  for (const [at, value, max] of text) if (typeof value === "string" && value.length > max) throw maxLength(at, max);
}

function embedSize(embed: any): number {
  const texts = [
    embed?.title,
    embed?.description,
    embed?.footer?.text,
    embed?.author?.name,
    ...(embed?.fields ?? []).flatMap((f: any) => [f?.name, f?.value]),
  ];
  return texts.reduce((sum: number, t) => sum + (typeof t === "string" ? t.length : 0), 0);
}

/** custom_id ≤ 100 anywhere in a component tree (rows, buttons, selects, text inputs, labels). */
export function checkComponents(components: any[], path: string): void {
  components.forEach((c, i) => {
    const at = `${path}.${i}`;
    if (typeof c?.custom_id === "string" && c.custom_id.length > LIMITS.customId)
      throw maxLength(`${at}.custom_id`, LIMITS.customId);
    if (Array.isArray(c?.components)) checkComponents(c.components, `${at}.components`);
    if (c?.component) checkComponents([c.component], `${at}.component`);
  });
}
