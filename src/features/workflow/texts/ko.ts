import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const ko = {
  "workflow.needsManageServer":
    "이 서버의 워크플로는 서버 관리하기 권한이 있는 멤버만 변경할 수 있어요. `{/workflow list}`는 누구나 쓸 수 있어요.",
  "workflow.removed": "**{name}** 워크플로를 삭제했어요.",
  "workflow.defaultSet": "이제 멤버가 다른 워크플로를 고르지 않으면 `{/generate}`는 **{name}**을(를) 사용해요.",
  "workflow.defaultBuiltIn": "이제 멤버가 다른 워크플로를 고르지 않으면 `{/generate}`는 기본 제공 워크플로를 사용해요.",
  "workflow.noKey":
    "워크플로는 이 서버의 API 키로 서비스의 노드와 대조해 확인하는데, 아직 키가 없어요: `{/settings key}`.",
  "workflow.partnerNodes": "파트너 노드({classes}): 실행할 때 이 서버의 API 키가 작업과 함께 파트너 서비스로 전송돼요.",
  "workflow.saved": {
    other:
      "**{name}**을(를) 저장했어요(노드 {count, number}개). `{/generate} {@generate.workflow}:{name}`이(가) 채우는 항목:",
  },
  "workflow.wrongPlace":
    "위치가 틀렸나요? `{/workflow map} {@workflow.map.name}:{name} {@workflow.map.option}:{option} {@workflow.map.input}:{target}`(옵션을 빼려면 `{@workflow.map.input}:none`).",
  "workflow.mapped": "**{name}**의 연결: {mapping}.",
  "workflow.none":
    "이 서버에는 저장된 워크플로가 없어요. `{/generate}`는 기본 제공 워크플로를 사용해요. 서버 관리하기 권한이 있는 멤버가 `{/workflow add}`로 추가할 수 있어요.",
  "workflow.listTitle": "이 서버의 워크플로",
  "workflow.listLine": { other: "노드 {count, number}개 · 채우는 항목: {options} · 추가한 멤버: {user}" },
  "workflow.listPartner": "파트너 노드",
  "workflow.unknown": "이 서버에는 **{name}**(이)라는 워크플로가 없어요. `{/workflow list}`를 확인해 주세요.",
} as const satisfies Translation<typeof en>;
