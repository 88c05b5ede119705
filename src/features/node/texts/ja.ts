import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const ja = {
  "common.any": "指定なし",
  "common.unknown": "不明",
  "button.previous": "◀",
  "button.next": "▶",
  "node.noMatch": "{what} に一致するパックはレジストリにありません。",
  "node.noPage": "{what} の {page} ページ目はありません。",
  "node.filterOs": "OS {os}",
  "node.filterAccelerator": "アクセラレータ {accelerator}",
  "node.searchTitle": "「{query}」に一致するノードパック",
  "node.searchSummary": { other: "{what} に一致するパック {count, number} 件 · {pages} ページ中 {page} ページ目" },
  "node.by": "作者 {author} · ★ {stars} · ⬇ {downloads} · 最新 {latest}",
  "node.status": "ステータス",
  "node.os": "OS",
  "node.accelerators": "アクセラレータ",
  "node.versions": "バージョン（{count, number} 件、新しい順）",
  "node.noneListed": "記載なし",
  "node.nonePublished": "公開なし",
  "node.olderVersions": { other: "… ほかに古いもの {count, number} 件" },
  "node.state.Active": "有効",
  "node.state.Deleted": "削除済み",
  "node.state.Banned": "禁止",
  "node.state.Pending": "審査待ち",
  "node.state.Flagged": "要確認",
  "node.classes": "{version} のノードクラス",
  "node.classesPage": "{version} のノードクラス（{pages} ページ中 {page} ページ目）",
  "node.notProvided":
    "{className} を提供するパックはレジストリにありません。サービスに組み込まれているか、公開されていないノードかもしれません。",
  "node.providedBy": "{className} はこのパックが提供しています。",
  "node.noPack": "レジストリに ID `{id}` のパックはありません。`{/node search}` をお試しください。",
} as const satisfies Translation<typeof en>;
