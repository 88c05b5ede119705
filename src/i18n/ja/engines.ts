import type { engines as en } from "../en/engines.js";
import type { Translation } from "../message.js";

export const engines = {
  "service.engine": "エンジン",
  "engine.noneAnswering":
    "現在応答しているエンジンがありません。このボットのエンジンにどれも接続できません。1分後にもう一度お試しください。",
  "engine.wentAway": "このジョブを実行していたエンジンが応答しなくなりました。ジョブの実行中に接続が途絶えました。",
  "engine.outputGone": "このファイルは、このボットがもう把握していないエンジンで作られました。",
  "engine.noCheckpoint":
    "このジョブに選ばれたエンジンにはチェックポイントがないため、組み込みのワークフローを実行できません。ボットの運営者に追加を依頼してください。",
  "engine.notSetUp": "このボットはこの操作用に設定されていません。運営者が必要なサービスに接続していません。",
} as const satisfies Translation<typeof en>;
