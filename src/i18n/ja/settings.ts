import type { settings as en } from "../en/settings.js";
import type { Translation } from "../message.js";

export const settings = {
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
  "settings.emojiInvalid":
    "`{@settings.upscale-emoji.emoji}` は標準の絵文字（🔍 など）1つか、このサーバーのカスタム絵文字にしてください。",
  "settings.emojiForeign":
    "`{@settings.upscale-emoji.emoji}` は標準の絵文字（🔍 など）1つか、このサーバーのカスタム絵文字にしてください。そのカスタム絵文字はこのサーバーのものではありません。",
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
  "usage.givenBack": { other: "失敗した {count, number} 件はカウントされません" },
  "usage.noQuotaGivenBack": {
    other: "今日は {count, number} 件のジョブを開始しました（{givenBack}）。このサーバーには1日の上限がありません。",
  },
  "usage.withQuotaGivenBack": {
    other:
      "今日は {quota, number} 件中 {count, number} 件のジョブを開始しました（{givenBack}）。カウントは{resetsAt}にリセットされます。",
  },
  "language.en": "英語（English）",
  "language.de": "ドイツ語（Deutsch）",
  "language.fr": "フランス語（Français）",
  "language.es-ES": "スペイン語（Español）",
  "language.pt-BR": "ブラジルポルトガル語（Português do Brasil）",
  "language.ja": "日本語",
  "language.ko": "韓国語（한국어）",
} as const satisfies Translation<typeof en>;
