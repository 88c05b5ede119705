import type { views as en } from "../en/views.js";
import type { Translation } from "../message.js";

export const views = {
  "list.more": { other: "표시되지 않은 작업 {count, number}개 더" },
  "graph.exists": "이 서버에는 이미 **{name}**(이)라는 워크플로가 있어요. 바꾸려면 먼저 삭제해 주세요.",
  "graph.notUsed": "`{option}` → 사용 안 함",
  "graph.mapsTo": "`{option}` → `{target}`({nodeClass})",
  "graph.cannotRun": "서비스에서 이 워크플로를 실행할 수 없어요. 아무것도 저장하지 않았어요.",
  "graph.classMissing": "{where}은(는) 서비스에 없어요.",
  "graph.classMissingUnasked": "{where}은(는) 서비스에 없어요(어떤 팩이 제공하는지 레지스트리에 물어볼 수 없었어요).",
  "graph.classMissingNoPack": "{where}은(는) 서비스에 없고, 제공하는 레지스트리 팩도 없어요.",
  "graph.classMissingPack": "{where}은(는) 서비스에 없어요. {pack} 팩에 들어 있어요.",
  "graph.node": "노드 {id}({nodeClass})",
  "graph.nodeId": "노드 {id}",
  "graph.inputMissing": "{node}: 필수 입력 `{input}`이(가) 없어요.",
  "graph.notNumber": "{node}: 입력 `{input}`은(는) 숫자여야 해요(받은 값: {value}).",
  "graph.notWhole": "{node}: 입력 `{input}`은(는) 정수여야 해요(받은 값: {value}).",
  "graph.outside": "{node}: 입력 `{input}`의 값 {value}이(가) {min}~{max} 범위를 벗어나요.",
  "graph.notText": "{node}: 입력 `{input}`은(는) 텍스트여야 해요(받은 값: {value}).",
  "graph.notBoolean": "{node}: 입력 `{input}`은(는) true 또는 false여야 해요(받은 값: {value}).",
  "graph.notChoice": "{node}: 입력 `{input}`의 값 {value}은(는) 서비스의 선택지에 없어요({choices}).",
  "graph.linkNoNode": "{node}: 입력 `{input}`이(가) 연결된 노드 {source}이(가) 워크플로에 없어요.",
  "graph.linkNoOutput": {
    other:
      "{node}: 입력 `{input}`이(가) {source}의 출력 {index}에 연결되어 있지만, 이 노드의 출력은 {count, number}개뿐이에요.",
  },
  "graph.selfLoop": "{node}이(가) 자기 자신에 연결되어 있어서 실행될 수 없어요.",
  "graph.loop": "노드 {nodes}이(가) 서로 순환하며 연결되어 있어서 어느 것도 실행될 수 없어요.",
  "graph.arrow": "{first} → {rest}",
  "graph.noOutput": "워크플로에 출력 노드(SaveImage 등)가 없어서 아무것도 만들어지지 않아요.",
  "graph.problem": "• {problem}",
  "graph.moreProblems": { other: "• … 외 {count, number}개" },
  "graph.where": { other: "`{classType}`(노드 {nodes})" },
  "graph.pack": "**{name}**(`{id}`, 최신 {version}){repo}",
  "graph.fileEmpty": "`{@workflow.add.file}`이 비어 있어요. 워크플로의 JSON(편집기의 Export (API))을 첨부해 주세요.",
  "graph.fileTooLarge": "`{@workflow.add.file}`은 {max} 이하여야 해요(현재 {size}).",
  "graph.fileNotText":
    "`{@workflow.add.file}`이 텍스트가 아니에요. 워크플로의 JSON(편집기의 Export (API))을 첨부해 주세요.",
  "graph.fileNotJson":
    "`{@workflow.add.file}`이 올바른 JSON이 아니에요. 워크플로의 JSON(편집기의 Export (API))을 첨부해 주세요.",
  "graph.fileBroken":
    "`{@workflow.add.file}`의 텍스트에 NUL 문자나 깨진 문자(짝이 없는 서로게이트)가 있어요. 편집기에서 고친 뒤 다시 내보내 주세요.",
  "graph.fileNotObject": "`{@workflow.add.file}`에는 노드로 이루어진 JSON 객체(API 형식)가 있어야 해요.",
  "graph.fileEditorFormat":
    "`{@workflow.add.file}`이 편집기 형식이에요. **Export (API)**로 내보낸 파일을 첨부해 주세요.",
  "graph.fileNoNodes": "`{@workflow.add.file}`에 노드가 없어요.",
  "graph.fileTooManyNodes":
    "`{@workflow.add.file}`에는 노드가 최대 {max, number}개까지 있을 수 있어요(현재 {count, number}개).",
  "graph.fileBadId": "`{@workflow.add.file}`: {label}의 ID가 노드 ID가 아니에요.",
  "graph.fileBadNode": "`{@workflow.add.file}`: {label}은(는) `class_type`과 `inputs`가 있는 객체(API 형식)여야 해요.",
  "graph.fileBadClass": "`{@workflow.add.file}`: {label}의 `class_type`이 노드 클래스 이름이 아니에요.",
  "graph.noNode": "`{@workflow.map.input}`: 워크플로에 `{node}` 노드가 없어요.",
  "graph.noInput": "`{@workflow.map.input}`: {node} 노드({nodeClass})에 `{input}` 입력이 없어요.",
  "graph.linked":
    "`{@workflow.map.input}`: `{input}`은(는) 다른 노드와 연결되어 있어서 {/generate}(으)로 설정할 수 없어요.",
  "graph.notLoader":
    "`{@workflow.map.input}`: `{option}`은(는) 로더의 이름 입력(체크포인트 로더의 `ckpt_name` 또는 LoRA 로더의 `lora_name`)에 들어가는데, `{input}`은(는) {nodeClass}의 입력이에요.",
  "graph.wrongTypeText": "`{@workflow.map.input}`: `{option}`에는 텍스트 입력이 필요한데 `{input}`의 값은 {value}예요.",
  "graph.wrongTypeNumber": "`{@workflow.map.input}`: `{option}`에는 숫자 입력이 필요한데 `{input}`의 값은 {value}예요.",
  "graph.full":
    "이 서버에는 최대치인 워크플로 {max, number}개가 있습니다. 추가하기 전에 `{/workflow remove}`로 하나를 삭제하세요.",
} as const satisfies Translation<typeof en>;
