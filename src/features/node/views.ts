import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  EmbedBuilder,
  type InteractionEditReplyOptions,
} from "discord.js";
import type { FlowNodeList, Node, NodeList } from "../../api/registry.js";
import type { PackInfo, SearchQuery } from "../../registry/lookup.js";
import { formatNumber, translator, type Key, type Locale, type Translate } from "./texts/index.js";
import { NO_MENTIONS } from "../../discord/render/render.js";
import { clip, code, fitLines, plain, registryLink } from "../../registry/text.js";

export type View = InteractionEditReplyOptions & { content: string };

const VERSIONS_SHOWN = 10;
const STATES = new Set(["Active", "Deleted", "Banned", "Pending", "Flagged"]);
/** A pack's or version's status (`NodeVersionStatusActive`) in the reader's words; one the registry added since, as it says it. */
function status(t: Translate, raw: string | undefined): string {
  const name = (raw ?? "").replace(/^(NodeVersionStatus|NodeStatus)/, "");
  if (name === "") return t("common.unknown");
  return STATES.has(name) ? t(`node.state.${name}` as Key & `node.state.${string}`) : plain(name, 40);
}
/** A pack's title: its name and id, from the registry. */
const title = (node: Node) => `${plain(node.name ?? node.id, 100)} — ${plain(node.id, 100)}`;
/** A list from the registry (supported OS, accelerators), within a field. */
const list = (items: string[] | undefined) => plain(items?.join(", "), 200);

/**
 * Paging buttons keep everything the next page needs in their `custom_id` (within Discord's 100
 * characters), so they work after a restart: `node:s:<page>:<os>:<accelerator>:<query>`, and
 * `node:c:<page>:<pack id>` for the classes of a pack.
 */
export const pageIds = {
  search: (q: SearchQuery) => `node:s:${q.page}:${q.os ?? ""}:${q.accelerator ?? ""}:${q.query}`,
  classes: (id: string, page: number) => `node:c:${page}:${id}`,
};

function pager(
  t: Translate,
  id: (page: number) => string,
  page: number,
  pages: number,
): ActionRowBuilder<ButtonBuilder>[] {
  // An id from the registry too long for a button's custom_id (100): no paging rather than no answer.
  if (pages <= 1 || id(pages).length > 100) return [];
  const button = (to: number, label: string, disabled: boolean) =>
    new ButtonBuilder().setCustomId(id(to)).setLabel(label).setStyle(ButtonStyle.Secondary).setDisabled(disabled);
  return [
    new ActionRowBuilder<ButtonBuilder>().addComponents(
      button(page - 1, t("button.previous"), page <= 1),
      button(page + 1, t("button.next"), page >= pages),
    ),
  ];
}

/** One line per fact a member weighs when picking a pack. */
function packSummary(t: Translate, locale: Locale, node: Node): string {
  const count = (n: number | undefined) => (n === undefined ? "?" : formatNumber(locale, n));
  const author = node.publisher?.name ?? node.author;
  const latest = node.latest_version?.version;
  const lines = [
    t("node.by", {
      author: author ? plain(author, 60) : t("common.unknown"),
      stars: count(node.github_stars),
      downloads: count(node.downloads),
      latest: latest ? code(latest) : t("common.none"),
    }),
  ];
  if (node.description) lines.push(plain(node.description, 160, { startsLine: true }));
  const repository = registryLink(node.repository);
  if (repository) lines.push(repository.shown);
  return lines.join("\n");
}

/** The views speak `locale`: a `/node` answer is public, so the server's language (see `publicLocale`). */
export function searchView(locale: Locale, query: SearchQuery, list: NodeList): View {
  const t = translator(locale);
  const filters = [
    query.os && t("node.filterOs", { os: query.os }),
    query.accelerator && t("node.filterAccelerator", { accelerator: query.accelerator }),
  ]
    .filter(Boolean)
    .join(", ");
  const what = `${code(query.query)}${filters ? ` (${filters})` : ""}`;
  if (list.total === 0 || list.nodes.length === 0) {
    const content =
      list.total === 0
        ? t("node.noMatch", { what })
        : t("node.noPage", { page: formatNumber(locale, query.page), what });
    return { content, embeds: [], components: [], allowedMentions: NO_MENTIONS };
  }
  const embed = new EmbedBuilder()
    .setTitle(clip(t("node.searchTitle", { query: query.query }), 256))
    .setDescription(
      t("node.searchSummary", {
        count: list.total,
        what,
        page: formatNumber(locale, list.page),
        pages: formatNumber(locale, list.totalPages),
      }),
    )
    .addFields(
      list.nodes.map((node) => ({
        name: clip(title(node), 256),
        value: clip(packSummary(t, locale, node), 1024),
      })),
    );
  return {
    content: "",
    embeds: [embed],
    components: pager(t, (page) => pageIds.search({ ...query, page }), list.page, list.totalPages),
    allowedMentions: NO_MENTIONS,
  };
}

export function infoView(locale: Locale, info: PackInfo, classes: FlowNodeList | undefined, page: number): View {
  const t = translator(locale);
  const { node, versions, latest } = info;
  const embed = new EmbedBuilder().setTitle(clip(title(node), 256)).setDescription(packSummary(t, locale, node));
  const repository = registryLink(node.repository);
  if (repository) embed.setURL(repository.url);
  const shown = versions
    .slice(0, VERSIONS_SHOWN)
    .map(
      (v) =>
        `${code(v.version ?? "?", 60)} ${status(t, v.status)}${v.createdAt ? ` · ${plain(v.createdAt.slice(0, 10), 10)}` : ""}`,
    );
  if (versions.length > VERSIONS_SHOWN)
    shown.push(t("node.olderVersions", { count: versions.length - VERSIONS_SHOWN }));
  embed.addFields(
    { name: t("node.status"), value: status(t, node.status), inline: true },
    { name: t("node.os"), value: list(node.supported_os) || t("common.any"), inline: true },
    { name: t("node.accelerators"), value: list(node.supported_accelerators) || t("common.any"), inline: true },
    {
      name: t("node.versions", { count: versions.length }),
      value: fitLines(shown, 1024) || t("node.nonePublished"),
    },
  );
  const pages = classes?.totalNumberOfPages ?? 0;
  if (latest && classes) {
    const names = fitLines(
      classes.flow_nodes.map((c) => code(c.flow_node_name)),
      1024,
      " ",
    );
    const name =
      pages > 1
        ? t("node.classesPage", {
            version: latest,
            page: formatNumber(locale, page),
            pages: formatNumber(locale, pages),
          })
        : t("node.classes", { version: latest });
    embed.addFields({ name: clip(name, 256), value: clip(names || t("node.noneListed"), 1024) });
  }
  return {
    content: "",
    embeds: [embed],
    components: pager(t, (to) => pageIds.classes(node.id, to), page, pages),
    allowedMentions: NO_MENTIONS,
  };
}

export function providesView(locale: Locale, className: string, node: Node | undefined): View {
  const t = translator(locale);
  if (!node) {
    return {
      content: t("node.notProvided", { className: code(className) }),
      embeds: [],
      components: [],
      allowedMentions: NO_MENTIONS,
    };
  }
  const embed = new EmbedBuilder()
    .setTitle(clip(title(node), 256))
    .setDescription(`${t("node.providedBy", { className: code(className) })}\n${packSummary(t, locale, node)}`);
  const repository = registryLink(node.repository);
  if (repository) embed.setURL(repository.url);
  return { content: "", embeds: [embed], components: [], allowedMentions: NO_MENTIONS };
}
