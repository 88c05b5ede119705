/** flowbot을 추가하지 않은 곳(DM, 봇이 없는 서버)에서 쓸 때의 텍스트: 멤버 자신의 키. */
export const anywhere = {
  "anywhere.serverOnly":
    "이 기능은 flowbot을 추가한 서버에서만 쓸 수 있습니다. 그 밖의 곳에서는 {commands, list}를 쓸 수 있습니다.",
  "anywhere.noKey":
    "flowbot을 추가한 서버 밖에서는 작업이 내 플랫폼 API 키로 실행되는데, 아직 설정하지 않았습니다. `{/preferences} {@preferences.key}:설정`으로 비공개로 설정하세요. 키는 암호화되고 마지막 네 글자만 표시되며, 내 작업에만 사용됩니다.",
  "anywhere.keyModalTitle": "내 플랫폼 API 키",
  "anywhere.keySaved":
    "저장했습니다. flowbot을 추가한 서버 밖에서의 작업은 이제 `{last4}`(으)로 끝나는 내 키로 실행됩니다. 다른 비용은 내지 않습니다.",
  "anywhere.keyRemoved": "내 API 키를 삭제했습니다.",
  "anywhere.keyShown": "flowbot을 추가한 서버 밖에서의 작업에 쓰는 내 API 키: `{last4}`(으)로 끝남.",
  "anywhere.keyNotSet":
    "flowbot을 추가한 서버 밖에서의 작업에 쓰는 내 API 키: 설정 안 됨 (`{/preferences} {@preferences.key}:설정`).",
  "anywhere.quotaRefused": {
    other:
      "flowbot을 추가한 서버 밖에서 오늘 쓸 수 있는 작업 {count, number}개를 모두 썼습니다. 횟수는 {resetsAt} 초기화됩니다.",
  },
  "anywhere.bannedTerm":
    "flowbot의 규칙에 따라 이 요청을 거부했어요. `{field}`에 flowbot을 추가한 서버 밖에서는 허용되지 않는 단어가 들어 있어요. 아무것도 보내지 않았어요.",
  "anywhere.bannedTermFrame":
    "flowbot의 규칙에 따라 이 요청을 거부했어요. `{@video.multiframe.frames}`의 {n}번째 항목에 flowbot을 추가한 서버 밖에서는 허용되지 않는 단어가 들어 있어요. 아무것도 보내지 않았어요.",
  "anywhere.prefsIntro":
    "flowbot을 추가한 서버 밖에서 `{/generate}`에 쓰는 나만의 기본값입니다. 명령에 직접 입력한 값이 여전히 우선하며, flowbot의 제한과 규칙이 적용됩니다.",
  "anywhere.unreadableKey":
    "저장된 내 API 키를 읽을 수 없어요(저장한 뒤 봇의 비밀 키가 바뀌었을 수 있어요). `{/preferences} {@preferences.key}:설정`으로 다시 설정하세요.",
  "anywhere.keyRefused":
    "{service}에서 내 API 키를 거부했어요. `{/preferences} {@preferences.key}:설정`으로 새 키를 설정해 주세요.",
  "anywhere.outOfCredits": "내 API 키에 연결된 계정에 크레딧이 없어요. 충전한 뒤 다시 시도해 주세요.",
  "anywhere.inactiveSubscription":
    "내 API 키에 연결된 구독이 활성 상태가 아니에요. 워크플로를 실행하려면 활성 구독이 필요해요.",
} as const;
