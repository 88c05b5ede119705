import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const ja = {
  "button.reroll": "再生成",
  "field.seed": "シード",
  "field.steps": "ステップ数",
  "field.workflow": "ワークフロー",
  "generate.builtInText": "組み込みの text-to-image",
  "generate.builtInImage": "組み込みの image-to-image",
  "generate.noWorkflow":
    "このサーバーには「{name}」という名前のワークフローはありません。`{/workflow list}` を確認してください。",
  "generate.noImageInput":
    "ワークフロー「{name}」は入力画像を受け付けません。`{@generate.image}` を外すか、別のワークフローを選んでください。",
  "generate.recipeMisfit":
    "ワークフロー「{name}」は組み込みのものと構成が違うため（チェックポイントローダー、CLIPTextEncode でエンコードしたプロンプト、KSampler）、モデル・LoRA・サンプリングの設定を適用できません。",
  "generate.needsImage": "ワークフロー「{name}」は画像から始めます。`{@generate.image}` で画像を添付してください。",
  "generate.varyTooLarge": "その画像は大きすぎてバリエーションを作れません。",
  "generate.varyUnreadable": "その画像からはバリエーションを作れません。画像が{problem}。",
  "creative.upscaleRow": "アップスケール",
  "creative.varyRow": "バリエーション",
  "creative.remix": "リミックス",
  "creative.variedFrom": "画像 {n} の{strength}",
  "creative.strong": "強いバリエーション",
  "creative.subtle": "弱いバリエーション",
  "creative.zoomedFrom": "画像 {n} のズームアウト {zoom}",
  "creative.pannedFrom": "画像 {n} のパン {direction}",
  "creative.derived": "元",
  "creative.fallbackNoImage":
    "組み込みの画像から画像：ワークフロー「{name}」には入力画像も、画像から始めるための空の潜在画像もありません",
  "creative.fallbackGone": "組み込みの画像から画像：ワークフロー「{name}」はもう保存されていません",
  "creative.outpaint": "組み込みのアウトペイント",
  "creative.noImageN": "その結果には画像 {n} がもうありません。",
  "creative.tooLarge":
    "ズームアウト {zoom} では画像が {width}×{height} になり、1 辺 {max} ピクセルの上限を超えます。収まる最大のズームは {best} です。",
  "creative.tooLargeNone":
    "ズームアウト {zoom} では画像が {width}×{height} になり、1 辺 {max} ピクセルの上限を超えます。この画像はこれ以上ズームアウトできません。",
  "creative.panTooLarge":
    "パンすると画像が {width}×{height} になり、1 辺 {max} ピクセルの上限を超えます。この画像はその方向に広げられません。",
  "creative.remixNegative": "ネガティブプロンプト",
  "creative.permuteAsk":
    "このプロンプトは組み合わせごとに 1 つ、計 {count, number} 件のジョブになります：\n{list}\nそれぞれが 1 日の上限に 1 件として数えられます。実行しますか？",
  "creative.permuteQuota": "1 日の上限：今日はあと {left, number} 件（{limit, number} 件中）。",
  "creative.permuteRun": "実行する",
  "creative.permuteTooMany":
    "そのプロンプトは {count, number} 通りの組み合わせになります。一度に実行できるのは {max, number} 件までです。波かっこ内の選択肢を減らしてください。",
  "creative.permuteStarted": "開始しました：{count, number} 件のジョブ。",
  "creative.permuteGone": "その選択は期限切れです。コマンドをもう一度実行してください。",
  "creative.permuteNotYours": "これらのジョブを実行できるのは、依頼したメンバーだけです。",
  "creative.prefsIntro":
    "このサーバーでの `{/generate}` のあなた専用の既定値です。コマンドで入力した値が引き続き優先され、サーバーの上限とルールが適用されます。",
  "creative.prefsAspectServer": "アスペクト比：サーバーの既定",
  "creative.prefsStepsServer": "ステップ数：サーバーの既定",
  "creative.prefsCountServer": "1 ジョブの画像数：1（既定）",
  "creative.prefsAspect": "アスペクト比 {value}",
  "creative.prefsSteps": "{value} ステップ",
  "creative.prefsCount": { other: "1 ジョブに {count, number} 枚" },
  "creative.prefsReset": "サーバーの既定に戻す",
  "creative.prefsAspectOwn": "アスペクト比：flowbot の既定",
  "creative.prefsStepsOwn": "ステップ数：flowbot の既定",
  "creative.prefsResetOwn": "flowbot の既定に戻す",
  "creative.imagesField": "画像",
  "creative.imagesOrder": "1〜{count, number}：左から右、上から下の順",
  "privacy.resultsPublic": "結果: チャンネルに全員向けに表示",
  "privacy.resultsPrivate": "結果: 自分だけに表示",
  "privacy.prefsNote":
    "非公開の結果は、あなただけに見える返信として届きます(コマンド、ボタン、「画像をアップスケール」メニューから)。リアクションにはそのような返信がないため、そのアップスケールは常にチャンネルに投稿されます。Discord ではボットが非公開の返信を更新できるのは 15 分間だけです。それ以降も実行中のジョブは `{/show}` で表示できます。",
  "creative.prefsImagesSaved": "flowbot のいないサーバーや DM では、あなたの画像は次のように扱われます: {how}",
  "creative.prefsImages.off": "チェックしません。",
  "creative.prefsImages.spoiler": "検出された画像はスポイラー付きで送信されます。",
  "creative.prefsImages.block": "検出された画像は保留され、あなたが渡した検出画像は送信前に拒否されます。",
  "field.checkpoint": "モデル",
  "field.loras": "LoRA",
  "field.sampling": "サンプリング",
  "field.hires": "2回目のパス",
  "generate.hiresValue": "{scale}×、denoise {denoise}",
  "generate.numberRange": "`{field}` は {min, number}〜{max, number} の数にしてください。",
  "generate.badName": "`{field}` は制御文字を含まない {min, number}〜{max, number} 文字の名前にしてください。",
  "generate.loraWeight":
    "LoRA `{tag}` の重みが使えません。`<lora:名前:重み>` と書き、重みは {min, number}〜{max, number} の数にしてください。",
  "generate.tooManyLoras": "LoRA は1ジョブにつき {max, number} 個までです。",
  "generate.loraTwice": "LoRA {name} が2回指定されています。それぞれ1回だけ指定してください。",
  "generate.denoiseWithoutHires":
    "`{@generate.hires_denoise}` は2回目のパスの設定です。`{@generate.hires}` も選んでください。",
  "generate.unknownName": "このボットのどのバックエンドにも `{field}` {name} はありません。",
  "generate.unknownNameNear": "このボットのどのバックエンドにも `{field}` {name} はありません。近いもの: {near, or}。",
  "generate.nameDown":
    "{name} は今応答していないエンジンにしかありません。どれかが戻ってから再試行するか、別のものを選んでください。",
  "generate.notTogether": "{names, list} をまとめて持つエンジンはありません。同じエンジンにあるものを選んでください。",
  "creative.prefsModelSaved":
    "保存しました。ここでの `{/generate}` は、指定がないときにこれらを使います（サーバーのリストは引き続き適用されます）:\n{lines}",
  "creative.prefsModel": "モデル: {name}",
  "creative.prefsSampler": "サンプラー: {name}",
} as const satisfies Translation<typeof en>;
