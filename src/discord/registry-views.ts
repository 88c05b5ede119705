import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  EmbedBuilder,
  escapeInlineCode,
  escapeMarkdown,
  type InteractionEditReplyOptions,
} from "discord.js";
import type { FlowNodeList, Node, NodeList } from "../api/registry.js";
import type { PackInfo, SearchQuery } from "../registry/lookup.js";
import { NO_MENTIONS } from "./render.js";

export type View = InteractionEditReplyOptions & { content: string };

const VERSIONS_SHOWN = 10;
const STATUS = (status: string | undefined) => (status ?? "unknown").replace(/^(NodeVersionStatus|NodeStatus)/, "");
const count = (n: number | undefined) => (n === undefined ? "?" : n.toLocaleString("en-US"));
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const plain = (text: string | undefined, max: number) => escapeMarkdown(clip(text ?? "", max));
export const code = (text: string) => `\`${escapeInlineCode(clip(text, 200))}\``;

/**
 * Paging buttons keep everything the next page needs in their `custom_id` (within Discord's 100
 * characters), so they work after a restart: `node:s:<page>:<os>:<accelerator>:<query>`, and
 * `node:c:<page>:<pack id>` for the classes of a pack.
 */
export const pageIds = {
  search: (q: SearchQuery) => `node:s:${q.page}:${q.os ?? ""}:${q.accelerator ?? ""}:${q.query}`,
  classes: (id: string, page: number) => `node:c:${page}:${id}`,
};

function pager(id: (page: number) => string, page: number, pages: number): ActionRowBuilder<ButtonBuilder>[] {
  if (pages <= 1) return [];
  const button = (to: number, label: string, disabled: boolean) =>
    new ButtonBuilder().setCustomId(id(to)).setLabel(label).setStyle(ButtonStyle.Secondary).setDisabled(disabled);
  return [new ActionRowBuilder<ButtonBuilder>().addComponents(button(page - 1, "◀", page <= 1), button(page + 1, "▶", page >= pages))];
}

/** One line per fact a member weighs when picking a pack. */
function packSummary(node: Node): string {
  const lines = [
    `by ${plain(node.publisher?.name ?? node.author ?? "unknown", 60)} · ★ ${count(node.github_stars)} · ⬇ ${count(node.downloads)} · latest ${code(node.latest_version?.version ?? "none")}`,
  ];
  if (node.description) lines.push(plain(node.description, 160));
  if (node.repository) lines.push(node.repository);
  return lines.join("\n");
}

export function searchView(query: SearchQuery, list: NodeList): View {
  const filters = [query.os && `OS ${query.os}`, query.accelerator && `accelerator ${query.accelerator}`].filter(Boolean).join(", ");
  const what = `${code(query.query)}${filters ? ` (${filters})` : ""}`;
  if (list.total === 0 || list.nodes.length === 0) {
    const content = list.total === 0 ? `No pack in the registry matches ${what}.` : `There is no page ${query.page} for ${what}.`;
    return { content, embeds: [], components: [], allowedMentions: NO_MENTIONS };
  }
  const embed = new EmbedBuilder()
    .setTitle(clip(`Node packs matching "${query.query}"`, 256))
    .setDescription(`${list.total} ${list.total === 1 ? "pack matches" : "packs match"} ${what} · page ${list.page} of ${list.totalPages}`)
    .addFields(list.nodes.map((node) => ({ name: clip(`${node.name ?? node.id} — ${node.id}`, 256), value: clip(packSummary(node), 1024) })));
  return {
    content: "",
    embeds: [embed],
    components: pager((page) => pageIds.search({ ...query, page }), list.page, list.totalPages),
    allowedMentions: NO_MENTIONS,
  };
}

export function infoView(info: PackInfo, classes: FlowNodeList | undefined, page: number): View {
  const { node, versions, latest } = info;
  const embed = new EmbedBuilder().setTitle(clip(`${node.name ?? node.id} — ${node.id}`, 256)).setDescription(packSummary(node));
  if (node.repository?.startsWith("http")) embed.setURL(node.repository);
  const shown = versions.slice(0, VERSIONS_SHOWN).map((v) => `${code(v.version ?? "?")} ${STATUS(v.status)}${v.createdAt ? ` · ${v.createdAt.slice(0, 10)}` : ""}`);
  if (versions.length > VERSIONS_SHOWN) shown.push(`… and ${versions.length - VERSIONS_SHOWN} older`);
  embed.addFields(
    { name: "Status", value: STATUS(node.status), inline: true },
    { name: "OS", value: node.supported_os?.join(", ") || "any", inline: true },
    { name: "Accelerators", value: node.supported_accelerators?.join(", ") || "any", inline: true },
    { name: `Versions (${versions.length}, newest first)`, value: shown.join("\n") || "none published" },
  );
  const pages = classes?.totalNumberOfPages ?? 0;
  if (latest && classes) {
    const names = classes.flow_nodes.map((c) => code(c.flow_node_name)).join(" ");
    const where = pages > 1 ? `, page ${page} of ${pages}` : "";
    embed.addFields({ name: `Node classes in ${latest}${where}`, value: clip(names || "none listed", 1024) });
  }
  return {
    content: "",
    embeds: [embed],
    components: pager((to) => pageIds.classes(node.id, to), page, pages),
    allowedMentions: NO_MENTIONS,
  };
}

export function providesView(className: string, node: Node | undefined): View {
  if (!node) {
    return {
      content: `No pack in the registry provides ${code(className)}. It may be built into the service, or a node that was never published.`,
      embeds: [],
      components: [],
      allowedMentions: NO_MENTIONS,
    };
  }
  const embed = new EmbedBuilder()
    .setTitle(clip(`${node.name ?? node.id} — ${node.id}`, 256))
    .setDescription(`${code(className)} is provided by this pack.\n${packSummary(node)}`);
  if (node.repository?.startsWith("http")) embed.setURL(node.repository);
  return { content: "", embeds: [embed], components: [], allowedMentions: NO_MENTIONS };
}

