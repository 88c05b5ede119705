import type { engines as en } from "../en/engines.js";
import type { Translation } from "../message.js";

export const engines = {
  "service.engine": "엔진",
  "engine.noneAnswering":
    "지금 응답하는 엔진이 없어요. 이 봇의 엔진 중 어느 것에도 연결할 수 없어요. 1분 뒤에 다시 시도해 주세요.",
  "engine.wentAway": "이 작업을 실행하던 엔진이 사라졌어요. 작업 중에 응답을 멈췄어요.",
  "engine.unknownEngine": "이 작업은 이 봇이 더 이상 사용하지 않는 엔진으로 보내졌어요. 그곳에서는 추적할 수 없어요.",
  "engine.outputGone": "이 파일은 이 봇이 더 이상 알지 못하는 엔진에서 만들어졌어요.",
  "engine.noCheckpoint":
    "이 작업에 선택된 엔진에 체크포인트가 없어서 기본 워크플로를 실행할 수 없어요. 봇 운영자에게 추가를 요청해 주세요.",
  "engine.notSetUp": "이 봇은 이 기능에 맞게 설정되어 있지 않아요. 운영자가 필요한 서비스에 연결하지 않았어요.",
  "engine.notHeld":
    "이 봇의 어떤 엔진에도 {names, list}이(가) 없어서 이 작업을 실행할 수 없어요. 엔진에 있는 모델을 골라 주세요.",
  "engine.holdersDown":
    "{names, list}이(가) 있는 엔진이 지금 응답하지 않아서 이 작업을 시작하지 못했어요. 1분 뒤에 다시 시도해 주세요.",
  "engine.noRoom": "이 작업을 실행할 수 있는 엔진이 제한 시간이 끝날 때까지 모두 바빴어요. 나중에 다시 시도해 주세요.",
  "engine.shuttingDown": "엔진에 자리가 나기 전에 봇이 다시 시작돼서 이 작업은 실행되지 않았어요. 다시 시도해 주세요.",
} as const satisfies Translation<typeof en>;
