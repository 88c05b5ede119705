import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const ja = {
  "button.extend": "延長",
  "check.rangeUnit": "`{field}` は {min, number}〜{max, number} {unit}の整数にしてください。",
  "check.text": "`{field}` はテキストにしてください。",
  "check.blank": "`{field}` を空白にすることはできません。",
  "check.boolean": "`{field}` は True か False にしてください。",
  "check.url": "`{field}` は http(s) の URL にしてください。",
  "check.urlCredentials": "`{field}` にユーザー名やパスワードを含めることはできません。",
  "check.idChars": "`{field}` に使えるのは英字、数字、_、.、- だけです。",
  "check.looksLike": "`{field}` は {example} のような形式にしてください。",
  "check.noEffect":
    "`{field}` は {model} では効果がありません（{takers, or} のみ）。指定を外すか、別のモデルを選んでください。",
  "check.onlyWith": "`{field}` は `{other}: True` のときだけ使えます。",
  "check.duration": "{model} の `{@video.start-end.duration}` は {min, number}〜{max, number} 秒にしてください。",
  "check.pickJob": "`{@video.extend.job}`: その ID の完了済み動画はこのサーバーにありません。一覧から選んでください。",
  "check.noCreation": "`{@video.extend.job}`: サービスがその動画の作成 ID を返さなかったため、延長できません。",
  "check.jobOrUrl":
    "`{@video.extend.job}` か、`{@video.extend.video_url}` と `{@video.extend.video_creation_id}` の組み合わせのどちらか一方を指定してください。",
  "check.jobRequired":
    "`{@video.extend.job}` は必須です。このサーバーの完了済み動画から選ぶか、`{@video.extend.video_url}` と `{@video.extend.video_creation_id}` を指定してください。",
  "check.urlWithId": "`{@video.extend.video_url}` と `{@video.extend.video_creation_id}` は一緒に指定してください。",
  "check.attachRequired": "`{field}` は必須です。画像を添付してください。",
  "check.durationOthers":
    "{model} の `{@video.start-end.duration}` は {min, number}〜{max, number} 秒にしてください（{others}）。",
  "check.modelRange": "{model}: {min, number}〜{max, number}",
  "check.rangesJoin": "{first}、{rest}",
  "check.seconds": "秒",
  "check.disallowed": "`{field}` に使えない文字が含まれています。",
  "image.totalSize": "{fields, list} は合計 {max} 以下にしてください。現在は {size} です。",
  "job.progress": "進捗 {percent, number}%",
  "job.readyAt": "完了予定 {time}",
  "job.credits": "クレジット: {credits, number}",
  "field.model": "モデル",
  "field.lengthAsked": "指定した長さ",
  "field.length": "長さ",
  "field.resolution": "解像度",
  "field.keyFrames": "キーフレーム",
  "value.seconds": "{n, number} 秒",
  "video.titleStartEnd": "開始フレームからの動画",
  "video.titleExtend": "延長した動画",
  "video.titleMultiframe": { other: "{count, number} 枚のキーフレームをつなぐ動画" },
  "video.title": "動画",
  "video.extendModalTitle": "この動画を延長",
  "video.extendModalPrompt": "この後の展開（任意）",
  "video.extendModalPromptField": "この後の展開",
  "video.extendModalSecondsField": "追加する秒数",
  "video.extendModalModel": "{model} で延長します（{original} は動画を延長できません）。",
  "video.modelChanged": "{model}（{original} は動画を延長できません）",
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
  "rules.recQuestion":
    "`{@video.start-end.is_rec}` はおすすめのプロンプトを使い、この動画の通常の費用より {credits, number} クレジット多くかかります。確認するまで何も送信されません（{minutes, number} 分以内）。",
  "rules.recConfirm": "確認する（+{credits, number} クレジット）",
  "rules.recExpired":
    "この確認は期限切れです（{minutes, number} 分が過ぎたか、flowbot が再起動しました）。何も送信されていません。もう一度 `{/video}` を実行してください。",
  "rules.recNotYours": "この動画を確認できるのは、依頼したメンバーだけです。",
  "rules.recUsed": "この動画はすでに確認済みで、作成中です。ほかには何も送信していません。",
} as const satisfies Translation<typeof en>;
