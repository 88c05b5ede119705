import type { engines as en } from "../en/engines.js";
import type { Translation } from "../message.js";

export const engines = {
  "service.engine": "エンジン",
  "engine.noneAnswering":
    "現在応答しているエンジンがありません。このボットのエンジンにどれも接続できません。1分後にもう一度お試しください。",
  "engine.wentAway": "このジョブを実行していたエンジンが応答しなくなりました。ジョブの実行中に接続が途絶えました。",
  "engine.unknownEngine": "このジョブは、このボットがもう使っていないエンジンに送られました。そこでは追跡できません。",
  "engine.outputGone": "このファイルは、このボットがもう把握していないエンジンで作られました。",
  "engine.noCheckpoint":
    "このジョブに選ばれたエンジンにはチェックポイントがないため、組み込みのワークフローを実行できません。ボットの運営者に追加を依頼してください。",
  "engine.notSetUp": "このボットはこの操作用に設定されていません。運営者が必要なサービスに接続していません。",
  "engine.notHeld":
    "このボットのどのエンジンにも {names, list} がありません。このジョブは実行できません。いずれかのエンジンにあるモデルを選んでください。",
  "engine.holdersDown":
    "{names, list} を持つエンジンが今は応答していないため、このジョブを開始できませんでした。1 分ほどしてからもう一度お試しください。",
  "engine.noRoom":
    "このジョブを実行できるエンジンが、制限時間まですべて混み合っていました。しばらくしてからもう一度お試しください。",
  "engine.shuttingDown":
    "エンジンに空きが出る前にボットが再起動したため、このジョブは実行されませんでした。もう一度お試しください。",
} as const satisfies Translation<typeof en>;
