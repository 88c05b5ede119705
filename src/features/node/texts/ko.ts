import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const ko = {
  "common.any": "전체",
  "common.unknown": "알 수 없음",
  "button.previous": "◀",
  "button.next": "▶",
  "node.noMatch": "레지스트리에 {what}와(과) 일치하는 팩이 없어요.",
  "node.noPage": "{what}의 {page}페이지는 없어요.",
  "node.filterOs": "OS {os}",
  "node.filterAccelerator": "가속기 {accelerator}",
  "node.searchTitle": '"{query}"와(과) 일치하는 노드 팩',
  "node.searchSummary": { other: "{what}와(과) 일치하는 팩 {count, number}개 · {pages}페이지 중 {page}페이지" },
  "node.by": "제작자 {author} · ★ {stars} · ⬇ {downloads} · 최신 {latest}",
  "node.status": "상태",
  "node.os": "OS",
  "node.accelerators": "가속기",
  "node.versions": "버전({count, number}개, 최신순)",
  "node.noneListed": "표시된 항목 없음",
  "node.nonePublished": "게시된 버전 없음",
  "node.olderVersions": { other: "… 이전 버전 {count, number}개 더" },
  "node.state.Active": "활성",
  "node.state.Deleted": "삭제됨",
  "node.state.Banned": "차단됨",
  "node.state.Pending": "검토 대기",
  "node.state.Flagged": "검토 필요",
  "node.classes": "{version}의 노드 클래스",
  "node.classesPage": "{version}의 노드 클래스, {pages}페이지 중 {page}페이지",
  "node.notProvided":
    "레지스트리에 {className}을(를) 제공하는 팩이 없어요. 서비스에 기본으로 들어 있거나 게시된 적 없는 노드일 수 있어요.",
  "node.providedBy": "{className}은(는) 이 팩에서 제공해요.",
  "node.noPack": "레지스트리에 ID가 `{id}`인 팩이 없어요. `{/node search}`를 사용해 보세요.",
} as const satisfies Translation<typeof en>;
