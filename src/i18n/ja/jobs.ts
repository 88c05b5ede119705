import type { jobs as en } from "../en/jobs.js";
import type { Translation } from "../message.js";

export const jobs = {
  "job.starting": "⏳ 開始しています…",
  "job.submitting": "送信しています…",
  "job.queuedAhead": { other: "待機中 — 前に {count, number} 件" },
  "job.queuedNext": "待機中 — 次に実行されます",
  "job.fetching": "結果を取得しています…",
  "job.runningClassNode": "{nodeClass}（ノード {node}）を実行中",
  "job.runningNode": "ノード {node} を実行中",
  "job.runningStart": "実行中: 開始しています",
  "job.elapsed": "経過時間 {duration}",
  "job.title": "ジョブ",
  "job.titleKind": "ジョブ（{kind}）",
  "job.requestedBy": "依頼者: {user}",
  "job.fromImage": "[このメッセージ]({url})の画像 {n} から",
  "job.fromMessage": "[このメッセージ]({url})から",
  "job.footer": "ジョブ {id}",
  "job.cancelled": "キャンセルされました。",
  "job.failed": "**失敗しました。** {reason}",
  "job.didNotFinish": "ジョブは完了しませんでした。",
  "job.notify.done": "{user} ジョブが完了しました。",
  "job.notify.cancelled": "{user} ジョブがキャンセルされました。",
  "job.notify.failed": "{user} ジョブが失敗しました。",
  "duration.seconds": "{s}秒",
  "duration.minutes": "{m}分{s}秒",
  "state.waiting": "待機中",
  "state.working": "処理中",
  "state.done": "完了",
  "state.failed": "失敗",
  "state.queued": "待機中",
  "state.rendering": "レンダリング中",
  "fail.interruptedElsewhere": "サービスがこのジョブを停止しました。このボット以外の場所でキャンセルされました。",
  "fail.deadline": { other: "{count, number} 分以内に完了しなかったため、ボットは待つのをやめました。" },
  "fail.deadlineNoLimit": "制限時間内に完了しなかったため、ボットは待つのをやめました。",
  "fail.keyRemoved":
    "ジョブの実行中にこのサーバーの API キーが削除されました。ジョブが別のキーに切り替わることはありません。",
  "fail.operatorKeyRemoved": "ジョブの実行中にボットの既定の API キーが削除されました。",
  "fail.restartNoTrace":
    "このジョブの開始中にボットが再起動し、サービスには待機中・実行中の記録が残っていません。必要ならもう一度実行してください。",
  "fail.restartUnconfirmed":
    "このジョブの開始中、サービスが受け付けを確認する前にボットが再起動しました。実行されていた場合でも結果は復元できませんでした。必要ならもう一度実行してください。",
  "fail.generic": "ジョブが失敗しました。",
  "fail.serviceFailed": "サービスからジョブが失敗したと報告されました。",
  "fail.lost": "サービスはこのジョブをもう認識していません。",
  "fail.keyRefusedWhileRunning":
    "ジョブの実行中に、サービスがこのジョブの送信に使った API キーを受け付けなくなりました。",
  "fail.partner": "パートナーサービスで処理できませんでした: {detail}。",
  "fail.partnerGeneric": "パートナーサービスで処理できませんでした: タスクが失敗しました。",
  "fail.unreadableKey":
    "このサーバーに保存された API キーを読み取れませんでした（保存後にボットの秘密鍵が変わった可能性があります）。「サーバー管理」権限を持つメンバーが `{/settings key}` で再設定できます。",
  "note.outputsUnreadable": "サービスから出力の一覧を読み取れませんでした。",
  "note.noFiles": "ジョブは完了しましたが、ファイルは生成されませんでした。",
  "note.tooManyFiles":
    "{file} は添付されませんでした。1件のメッセージに添付できるのは {max, number} ファイルまでです。",
  "note.whyTotal": "メッセージの他のファイルが、1件のメッセージで送れる {max} の大半をすでに使っているため",
  "note.whyFile": "このサーバーのアップロード上限（{max}）を超えているため",
  "note.reencoded": "{file} は{why}、再エンコードされました（{how}）。",
  "note.reencodedLinked": "{file} は{why}、再エンコードされました（{how}）。元のファイル: {link}",
  "note.reencodedHow": "{format}、品質 {quality, number}",
  "note.reencodedHowResized": "{format}、品質 {quality, number}、{width}×{height}",
  "note.fetchFailed": "{file} をサービスから取得できませんでした（{reason}）。",
  "note.linked": "{file} は{why}、添付ではなくリンクで送ります: {link}",
  "note.notAttached":
    "{file} は{why}、添付されませんでした。（運営者が FLOWBOT_PUBLIC_URL を設定すると、ボットはこうしたファイルをリンクで送ります。）",
  "note.reasonTimeout": "タイムアウトしました",
  "note.reasonHttp": "ストレージが HTTP {status} を返しました",
  "note.reasonNetwork": "接続に失敗しました",
  "admit.noKey":
    "このサーバーにはまだ API キーがありません。「サーバー管理」権限を持つメンバーが `{/settings key}` で追加できます。",
  "admit.permissions": "結果を投稿するには、このチャンネルで flowbot に次の権限が必要です: {permissions, list}。",
  "admit.channels": "このサーバーでジョブを開始できるのは {channels, or} だけです。",
  "admit.busy": {
    other:
      "このサーバーではすでに上限の {count, number} 件のジョブが実行中です。どれかが終わってからもう一度お試しください。",
  },
  "line.waiting": { other: "空き枠を待っています — このサーバーで前に {count, number} 件" },
  "line.next": "空き枠を待っています — 次の順番です",
  "line.full": {
    other:
      "このサーバーではすでに上限の {count, number} 件のジョブが空き枠を待っています。待ち行列が短くなってからもう一度お試しください（`{/queue}` で確認できます）。",
  },
  "line.cancelledWhileWaiting": "空き枠を待っている間にキャンセルされました。",
  "line.notMadeAgain":
    "このジョブが空き枠を待っている間にボットが再起動しました。この種類のジョブは記録された内容から再開できません。必要であればもう一度実行してください。",
  "line.noDatabase":
    "データベースに接続できなかったため、このジョブを開始できませんでした。少し待ってからもう一度お試しください。",
  "job.cannotStop": "この種類のジョブは、開始後にサービス側で停止できません。",
  "job.notRunning": "このジョブはもうサービスで実行されていないため、停止するものはありません。",
} as const satisfies Translation<typeof en>;
