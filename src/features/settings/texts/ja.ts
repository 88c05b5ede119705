import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const ja = {
  "common.settingGone": "設定 {name} はこのバージョンのボットでは使えません。",
  "common.needsManageServer": "flowbot の設定を変更できるのは「サーバー管理」権限を持つメンバーだけです。",
  "common.all": "すべて",
  "common.builtIn": "組み込み",
  "engine.whereTitle": "ワークフローの実行先",
  "engine.whereCloud": "画像生成：このサーバー自身のキーでクラウド上で実行します。",
  "engine.whereEngines": "画像生成：このボット自身のエンジン（{count}）で実行します。",
  "rules.budgetRange": "`{@settings.credit-budget.credits}` は {min, number}〜{max, number} の範囲で指定してください。",
  "rules.budgetNone": "保存しました。このサーバーには月間のクレジット予算がありません。",
  "rules.budgetSaved": {
    other:
      "保存しました。このサーバーのジョブが1か月（UTC）に {count, number} クレジットを使うと、翌月まで動画ジョブは拒否されます。",
  },
  "rules.negativeNone": "保存しました。`{/generate}` にこのサーバーのネガティブプロンプトは追加されません。",
  "rules.negativeSaved": "保存しました。今後すべての `{/generate}` のネガティブプロンプトに {text} が追加されます。",
  "rules.negativeSavedWithout":
    "保存しました。今後すべての `{/generate}` のネガティブプロンプトに {text} が追加されます。ネガティブ入力のない保存済みワークフローには追加されません: {workflows, list}（`{/workflow map}` で入力を割り当てられます）。",
  "rules.termAdded": {
    other:
      "保存しました。{term} は今後、メンバーが送るすべてのテキストで拒否されます（禁止ワード {count, number}/{max, number}）。",
  },
  "rules.termAlready": {
    other:
      "保存しました。{term} はすでに、メンバーが送るすべてのテキストで拒否されています（禁止ワード {count, number}/{max, number}）。",
  },
  "rules.termRemoved": {
    other: "保存しました。{term} は拒否されなくなりました（残りの禁止ワード {count, number} 件）。",
  },
  "rules.termNotBanned":
    "`{@settings.banned-terms.remove.term}`: {term} はこのサーバーの禁止ワードではありません（`{/settings banned-terms list}` で一覧を表示できます）。",
  "rules.termsFull":
    "`{@settings.banned-terms.add.term}`: 禁止できる語句は {max, number} 件までです。先に1つ削除してください。",
  "rules.termsCleared": "保存しました。このサーバーに禁止ワードはありません。",
  "rules.listEmpty": "このサーバーに禁止ワードはありません。`{/settings banned-terms add}` で追加できます。",
  "rules.listHead":
    "禁止ワード（{count, number}/{max, number}）。大文字小文字やアクセントを区別せず、単語単位で照合します:",
  "rules.listHeadFile":
    "禁止ワード（{count, number}/{max, number}）。大文字小文字やアクセントを区別せず、単語単位で照合します。添付ファイルを見てください（1行に1つ）。",
  "settings.keyRemoved": "このサーバーの API キーを削除しました。",
  "settings.keyModalTitle": "このサーバーの API キーを設定",
  "settings.keyModalLabel": "プラットフォームの API キー",
  "settings.keyInvalid":
    "`key` は空白を含まない {min, number}〜{max, number} 文字の表示可能な ASCII 文字（英字、数字、記号）にしてください。",
  "settings.keyRefused":
    "サービスがそのキーを拒否しました（401）。何も保存していません。キーを確認してもう一度お試しください。",
  "settings.keySaved": "保存しました。このサーバーは末尾が `{last4}` の API キーを使います。",
  "settings.defaultsNone":
    "`{@settings.defaults.width}`、`{@settings.defaults.height}`、`{@settings.defaults.steps}` のうち少なくとも1つを指定してください。",
  "settings.defaultsSaved": {
    other: "保存しました。`{/generate}` の既定は {width}×{height}、{count, number} ステップになりました。",
  },
  "settings.emojiSaved": "保存しました。画像に {emoji} でリアクションするとアップスケールされます。",
  "settings.quotaNone": "保存しました。メンバーは1日に何件でもジョブを開始できます。",
  "settings.quotaSaved": {
    other:
      "保存しました。各メンバーは1日に {count, number} 件までジョブを開始できます（カウントは UTC の午前0時にリセットされます）。",
  },
  "settings.concurrencySaved": {
    other: "保存しました。このサーバーで同時に実行されるジョブは最大 {count, number} 件になりました。",
  },
  "settings.channelsAll": "保存しました。どのチャンネルでもジョブを開始できます。",
  "settings.channelsSome": "保存しました。ジョブを開始できるのは {channels, list} だけになりました。",
  "settings.channelInvalid": "`{@settings.channels.add.channel}` はこのサーバーのチャンネルにしてください。",
  "settings.channelNotListed":
    "`{@settings.channels.add.channel}`: {channel} は許可されたチャンネルの一覧にありません。",
  "settings.channelWrongType":
    "`{@settings.channels.add.channel}` はこのサーバーのテキストチャンネルかアナウンスチャンネルにしてください。",
  "settings.channelsFull":
    "`{@settings.channels.add.channel}`: 許可できるチャンネルは {max, number} 個までです。先に1つ削除してください。",
  "settings.languageSaved": "保存しました。このサーバーのジョブメッセージは{language}で表示されます。",
  "settings.languageDefault":
    "保存しました。このサーバーのジョブメッセージはコミュニティの言語（なければ英語）で表示されます。",
  "show.title": "flowbot の設定",
  "show.apiKey": "API キー",
  "show.keySet": "設定済み、末尾 `{last4}`",
  "show.keyOperator": "未設定（運営者のキーを使用）",
  "show.keyNotSet": "未設定 — `{/settings key}`",
  "show.defaultWorkflow": "既定のワークフロー",
  "show.defaultSize": "既定のサイズ",
  "show.sizeValue": { other: "{width}×{height}、{count, number} ステップ" },
  "show.upscaleEmoji": "アップスケールの絵文字",
  "show.dailyQuota": "メンバーごとの1日の上限",
  "show.jobsAtOnce": "同時実行数",
  "show.channels": "チャンネル",
  "show.language": "ジョブメッセージの言語",
  "show.languageDefault": "{language}（サーバーの既定）",
  "show.yourUse": "今日のあなたの利用",
  "show.bannedTerms": "禁止ワード",
  "show.bannedTermsCount": { other: "{count, number} 件" },
  "show.bannedTermsValue": { other: "{count, number} 件（`{/settings banned-terms list}`）" },
  "show.negativePrompt": "ネガティブプロンプト",
  "show.creditsMonth": "今月のクレジット",
  "show.creditsBudget": "{budget, number} 中 {used, number}。カウントは{resetsAt}にリセットされます",
  "show.creditsNoBudget": "{used, number}（月間予算なし）。カウントは{resetsAt}にリセットされます",
  "show.topMembers": "今月の利用上位メンバー",
  "show.topNobody": "まだ誰もクレジットを使っていません",
  "language.en": "英語（English）",
  "language.de": "ドイツ語（Deutsch）",
  "language.fr": "フランス語（Français）",
  "language.es-ES": "スペイン語（Español）",
  "language.pt-BR": "ブラジルポルトガル語（Português do Brasil）",
  "language.ja": "日本語",
  "language.ko": "韓国語（한국어）",
  "images.none": "オプション `check`、`strictness`、`age_restricted` のうち少なくとも1つを指定してください。",
  "images.saved": "画像チェックを保存しました:\n{policy}",
  "images.mode.off": "オフ: 画像はチェックされません。",
  "images.mode.spoiler": "検出された画像はスポイラー付きで送信され、理由が添えられます。",
  "images.mode.block": "検出された画像は保留されます。メンバーが渡した検出画像は送信前に拒否されます。",
  "images.threshold": "厳しさ {strictness}: スコア {threshold} 以上が検出されます。",
  "images.operatorThreshold": "スコア {threshold} 以上が検出されます (ボットの運営者がすべてのサーバーに設定)。",
  "images.strictness.strict": "厳しい",
  "images.strictness.balanced": "標準",
  "images.strictness.lenient": "緩い",
  "images.ageRestricted.exempt": "年齢制限チャンネルはチェックされません。",
  "images.ageRestricted.checked": "年齢制限チャンネルもチェックされます。",
  "show.images": "画像チェック",
  "show.models": "モデル",
  "models.none": "`model` か `lora` を指定してください。",
  "models.saved": "モデルの設定を保存しました:\n{summary}",
  "models.tooMany": "各リストの名前は {max, number} 個までです。",
  "models.default": "既定のモデル: {name}",
  "models.defaultNone": "既定のモデル: ワークフローのもの",
  "models.offeredModels": "提供するモデル: {names}",
  "models.offeredLoras": "提供する LoRA: {names}",
  "models.all": "エンジンにあるすべて",
  "models.restricted": "年齢制限チャンネルのみ: {names}",
  "models.unknown": "このボットのどのエンジンにも `{field}` {name} はありません。",
  "models.unknownNear": "このボットのどのエンジンにも `{field}` {name} はありません。近いもの: {near, or}。",
} as const satisfies Translation<typeof en>;
