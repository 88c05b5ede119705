import type { errors as en } from "../en/errors.js";
import type { Translation } from "../message.js";

export const errors = {
  "service.cloud": "ワークフローサービス",
  "service.registry": "ノードレジストリ",
  "service.partner": "パートナーサービス",
  "api.keyRefused":
    "{service}がこのサーバーの API キーを拒否しました。「サーバー管理」権限を持つメンバーが `{/settings key}` で新しいキーを設定できます。",
  "api.outOfCredits":
    "このサーバーの API キーのアカウントはクレジットが残っていません。チャージしてからもう一度お試しください。",
  "api.forbidden": "{service}がアクセスを拒否しました（{detail}）。",
  "api.notFound": "{service}はそれを認識していません（{detail}）。",
  "api.inactiveSubscription":
    "このサーバーの API キーのサブスクリプションが有効ではありません。ワークフローの実行には有効なサブスクリプションが必要です。",
  "api.rateLimited": "{service}がリクエストを制限しています。1分後にもう一度お試しください。",
  "api.rejected": "{service}がリクエストを拒否しました: {detail}",
  "api.timeout": "{service}が時間内に応答しませんでした。1分後にもう一度お試しください。",
  "api.unavailable": "{service}は現在応答していません。1分後にもう一度お試しください。",
  "exec.ValidationError": "サービスがワークフローの入力を拒否しました: {detail}",
  "exec.ValidationErrorPlain": "サービスがワークフローの入力を拒否しました。",
  "exec.ModelDownloadError":
    "このワークフローに必要なモデルがサービスで利用できません。別のワークフローかモデルをお試しください。",
  "exec.ImageDownloadError": "サービスが入力画像をダウンロードできませんでした。もう一度添付してみてください。",
  "exec.OOMError": "サービスの GPU メモリが不足しました。サイズを小さくするか、画像の枚数を減らしてください。",
  "exec.InsufficientFundsError":
    "このサーバーの API キーのアカウントはクレジットが残っていません。チャージしてからもう一度お試しください。",
  "exec.InactiveSubscriptionError":
    "このサーバーの API キーのサブスクリプションが有効ではありません。ワークフローの実行には有効なサブスクリプションが必要です。",
  "exec.unknown": "ジョブの実行中にサービスでエラーが発生しました（{type}）。少ししてからもう一度お試しください。",
  "check.range": "`{field}` は {min, number}〜{max, number} の整数にしてください。",
  "check.multipleOfNear": "`{field}` は {step, number} の倍数にしてください（例: {values, or}）。",
  "check.multipleOf": "`{field}` は {step, number} の倍数にしてください。",
  "check.oneOf": "`{field}` は次のいずれかにしてください: {values}。",
  "check.length": "`{field}` は {min, number}〜{max, number} 文字にしてください（現在 {length, number} 文字）。",
  "check.surrogate":
    "`{field}` に壊れた文字が含まれています（{position, number} 文字目に対になっていないサロゲート）。",
  "check.control": "`{field}` に制御文字を含めることはできません（{position, number} 文字目に {found}）。",
  "check.direction": "`{field}` に文字の向きを変える制御文字を含めることはできません（{found} が見つかりました）。",
  "check.invisible": "`{field}` には見えない文字だけでなく、表示される文字を含めてください。",
  "check.pattern": "`{field}` に使えるのは {allowed} だけです。",
  "check.mention": "`{field}` にメンションを含めることはできません（{found} が見つかりました）。",
  "check.lines": "{first}\n{rest}",
  "image.allowed": "`{field}` は {max} 以下の {types, or} ファイルにしてください。このファイルは {size} です。",
  "image.empty": "`{field}` は {max} 以下の {types, or} ファイルにしてください。このファイルは空です。",
  "image.problem": "`{field}` は {max} 以下の {types, or} ファイルにしてください。このファイルは{problem}。",
  "image.wrongType": "`{field}` は {max} 以下の {types, or} ファイルにしてください。このファイルは {type} 画像です。",
  "image.tooLarge":
    "`{field}` は一辺 {edge, number} ピクセル以下、{megapixels, number} メガピクセル以下にしてください。この画像は {width}×{height} です。",
  "image.download":
    "`{field}` を Discord からダウンロードできませんでした（HTTP {status}）。もう一度添付してください。",
  "image.linkExpired":
    "元になった画像 `{field}` への Discord のリンクの期限が切れました（ファイルのリンクは約 1 日で切れます）。ボットのいないサーバーではそのメッセージを読み直せません。画像を添付してコマンドをもう一度実行してください。",
  "image.slow":
    "サイズを確認するための `{field}` の読み込みが Discord から間に合いませんでした。少ししてからもう一度お試しください。",
  "inspect.empty": "空です",
  "inspect.notOneOf": "{types, or} のいずれでもありません",
  "inspect.notImage": "PNG、JPEG、WebP、GIF のいずれでもありません",
  "inspect.impossibleSize": "ヘッダーのサイズがありえない値です（{width}×{height}）",
  "inspect.truncated": "途中で切れています（画像の途中でファイルが終わっています）",
  "inspect.damaged": "破損した {format} ファイルです（{detail}）",
  "inspect.pngNoHeader": "ヘッダーチャンクがありません",
  "inspect.pngNoData": "画像データがありません",
  "inspect.jpegMarker": "セグメントマーカーが不正です",
  "inspect.jpegEnds": "画像データの前でファイルが終わっています",
  "inspect.jpegLength": "セグメント長が不正です",
  "inspect.jpegNoFrame": "フレームヘッダーがありません",
  "inspect.webpLossless": "ロスレス署名が不正です",
  "inspect.webpFrame": "フレームの先頭が不正です",
  "inspect.webpChunk": "最初のチャンクが不明です",
  "attachment.download": "添付ファイルを Discord からダウンロードできませんでした（HTTP {status}）。",
  "attachment.tooLarge": "添付ファイルが {max} を超えています。",
  "size.mb": "{n, number} MB",
  "size.kb": "{n, number} KB",
  "size.over": "{size} を超えるサイズ",
} as const satisfies Translation<typeof en>;
