/** flowbot を追加していない場所（DM、ボットのいないサーバー）で使うときのテキスト：メンバー自身のキー。 */
export const anywhere = {
  "anywhere.serverOnly":
    "これは flowbot を追加したサーバーでのみ使えます。それ以外の場所では {commands, list} を使えます。",
  "anywhere.noKey":
    "flowbot を追加したサーバーの外では、ジョブはあなた自身のプラットフォーム API キーで実行されますが、まだ設定されていません。`{/preferences} {@preferences.key}:設定` で非公開に設定してください。キーは暗号化され、最後の4文字だけが表示され、あなた自身のジョブにのみ使われます。",
  "anywhere.keyModalTitle": "あなた自身のプラットフォーム API キー",
  "anywhere.keySaved":
    "保存しました。flowbot を追加したサーバーの外でのジョブは、末尾が `{last4}` のあなたのキーで実行されます。ほかの支払いには使われません。",
  "anywhere.keyRemoved": "あなた自身の API キーを削除しました。",
  "anywhere.keyShown": "flowbot を追加したサーバーの外でのジョブに使うあなた自身の API キー：末尾 `{last4}`。",
  "anywhere.keyNotSet":
    "flowbot を追加したサーバーの外でのジョブに使うあなた自身の API キー：未設定（`{/preferences} {@preferences.key}:設定`）。",
  "anywhere.quotaRefused": {
    other:
      "flowbot を追加したサーバーの外での今日のジョブ {count, number} 件をすべて使いました。カウントは {resetsAt} にリセットされます。",
  },
  "anywhere.bannedTerm":
    "flowbot のルールにより、このリクエストは受け付けられません。`{field}` に、flowbot を追加したサーバーの外では許可されていない語句が含まれています。何も送信されていません。",
  "anywhere.bannedTermFrame":
    "flowbot のルールにより、このリクエストは受け付けられません。`{@video.multiframe.frames}` の {n} 番目の項目に、flowbot を追加したサーバーの外では許可されていない語句が含まれています。何も送信されていません。",
  "anywhere.prefsIntro":
    "flowbot を追加したサーバーの外での `{/generate}` のあなた専用の既定値です。コマンドで入力した値が引き続き優先され、flowbot の上限とルールが適用されます。",
  "anywhere.unreadableKey":
    "保存されたあなたの API キーを読み取れませんでした（保存後にボットの秘密鍵が変わった可能性があります）。`{/preferences} {@preferences.key}:設定` で再設定してください。",
  "anywhere.keyRefused":
    "{service}があなた自身の API キーを拒否しました。`{/preferences} {@preferences.key}:設定` で新しいキーを設定してください。",
  "anywhere.outOfCredits":
    "あなた自身の API キーのアカウントはクレジットが残っていません。チャージしてからもう一度お試しください。",
  "anywhere.inactiveSubscription":
    "あなた自身の API キーのサブスクリプションが有効ではありません。ワークフローの実行には有効なサブスクリプションが必要です。",
} as const;
