import type { kinds as en } from "../en/kinds.js";
import type { Translation } from "../message.js";

export const kinds = {
  "permission.ViewChannel": "チャンネルを見る",
  "permission.SendMessages": "メッセージを送信",
  "permission.EmbedLinks": "埋め込みリンク",
  "permission.AttachFiles": "ファイルを添付",
  "permission.ReadMessageHistory": "メッセージ履歴を読む",
  "field.seed": "シード",
  "field.size": "サイズ",
  "field.steps": "ステップ数",
  "field.workflow": "ワークフロー",
  "field.duration": "所要時間",
  "field.credits": "クレジット",
  "field.prompt": "プロンプト",
  "field.engine": "エンジン",
  "field.optimizedFor": "最適化の対象",
  "field.model": "モデル",
  "field.lengthAsked": "指定した長さ",
  "field.resolution": "解像度",
  "field.keyFrames": "キーフレーム",
  "field.took": "所要時間",
  "value.seconds": "{n, number} 秒",
  "value.automatic": "自動",
  "value.standard": "標準",
  "generate.builtInText": "組み込みの text-to-image",
  "generate.builtInImage": "組み込みの image-to-image",
  "generate.noWorkflow":
    "このサーバーには「{name}」という名前のワークフローはありません。`{/workflow list}` を確認してください。",
  "generate.noImageInput":
    "ワークフロー「{name}」は入力画像を受け付けません。`{@generate.image}` を外すか、別のワークフローを選んでください。",
  "generate.needsImage": "ワークフロー「{name}」は画像から始めます。`{@generate.image}` で画像を添付してください。",
  "generate.nothingToVary": "そのジョブにはバリエーションを作る画像がありません。",
  "generate.varyTooLarge": "その画像は大きすぎてバリエーションを作れません。",
  "generate.varyUnreadable": "その画像からはバリエーションを作れません。画像が{problem}。",
  "upscale.title": "アップスケール {scale}×",
  "upscale.noImage": "そのメッセージにはアップスケールする画像がありません。",
  "upscale.menuPermissions":
    "そのメッセージには {count, number} 枚の画像があります。flowbot は最初の1枚以外をその下に返信するため、このチャンネルで {permissions, list} の権限が必要です。",
  "upscale.image": "画像",
  "upscale.imageN": "画像 {n}",
  "upscale.resultGone": "その結果には画像 {n} がもうありません。",
  "upscale.largest": "その画像はすでにアップスケーラーで可能な最大の倍率です。",
  "style.title": "スタイル転送",
  "enhance.title": "補正",
  "video.titleStartEnd": "開始フレームからの動画",
  "video.titleExtend": "延長した動画",
  "video.titleMultiframe": { other: "{count, number} 枚のキーフレームをつなぐ動画" },
  "video.title": "動画",
  "video.extendModalTitle": "この動画を延長",
  "video.extendModalPrompt": "この後の展開（任意）",
  "video.extendModalSeconds": "追加する秒数、{min}〜{max}（既定 {default}）",
  "video.framesCount": {
    other:
      "`{@video.multiframe.frames}` の項目が {count, number} 個あります。マルチフレーム動画のキーフレームは {min, number}〜{max, number} 枚で、1枚につき1項目です。",
  },
  "video.framesMismatch": {
    other:
      "`{@video.multiframe.frames}` の項目は {count, number} 個ですが、キーフレームは {attached, number} 枚添付されています。キーフレームごとに1項目を | で区切って指定してください。",
  },
  "video.frameDuration":
    "`{@video.multiframe.frames}` の {n} 番目の項目: 長さは {min, number}〜{max, number} 秒にしてください。",
  "video.frameEntryPrompt": "{@video.multiframe.frames} の {n} 番目の項目のプロンプト",
  "video.keyFrames": {
    other:
      "キーフレーム: キーフレーム画像を {min, number}〜{max, number} 枚添付してください（frame1〜frame{max}）。添付されたのは {count, number} 枚です。",
  },
  "video.watermark.1": "左上",
  "video.watermark.2": "右上",
  "video.watermark.3": "右下",
  "video.watermark.4": "左下",
} as const satisfies Translation<typeof en>;
