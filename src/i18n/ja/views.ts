import type { views as en } from "../en/views.js";
import type { Translation } from "../message.js";

export const views = {
  "queue.empty": "このサーバーで待機中・実行中のジョブはありません。",
  "queue.title": "待機中・実行中のジョブ",
  "queue.more": { other: "ほかに {count, number} 件（非表示）" },
  "queue.line": "{kind} · {user} · {state} · {time}に開始",
  "queue.link": "メッセージ",
  "queue.running": "実行中",
  "queue.queued": "待機中",
  "queue.submitting": "送信中",
  "queue.partner": "{state}（パートナーのタスクのため順番はありません）",
  "queue.unavailable": "{state}（順番を取得できません）",
  "queue.ahead": "待機中 — サービスのキューで前に {count, number} 件",
  "showjob.noSuchJob": "`{@show.job}`: そのジョブはこのサーバーにありません。一覧から自分のジョブを選んでください。",
  "showjob.notVisible":
    "`{@show.job}`: 他のメンバーのジョブを表示できるのは、あなたが見られるチャンネルに投稿されたものだけです。",
  "showjob.noKey": "このサーバーにはもう API キーがないため、ジョブのファイルを取得できません。",
  "showjob.jobId": "ジョブ ID（一覧から選んでください）",
  "status.pending": "保留中",
  "status.in_progress": "実行中",
  "status.completed": "完了",
  "status.failed": "失敗",
  "status.cancelled": "キャンセル済み",
  "node.noMatch": "{what} に一致するパックはレジストリにありません。",
  "node.noPage": "{what} の {page} ページ目はありません。",
  "node.filterOs": "OS {os}",
  "node.filterAccelerator": "アクセラレータ {accelerator}",
  "node.searchTitle": "「{query}」に一致するノードパック",
  "node.searchSummary": { other: "{what} に一致するパック {count, number} 件 · {pages} ページ中 {page} ページ目" },
  "node.by": "作者 {author} · ★ {stars} · ⬇ {downloads} · 最新 {latest}",
  "node.status": "ステータス",
  "node.os": "OS",
  "node.accelerators": "アクセラレータ",
  "node.versions": "バージョン（{count, number} 件、新しい順）",
  "node.noneListed": "記載なし",
  "node.nonePublished": "公開なし",
  "node.olderVersions": { other: "… ほかに古いもの {count, number} 件" },
  "node.state.Active": "有効",
  "node.state.Deleted": "削除済み",
  "node.state.Banned": "禁止",
  "node.state.Pending": "審査待ち",
  "node.state.Flagged": "要確認",
  "node.classes": "{version} のノードクラス",
  "node.classesPage": "{version} のノードクラス（{pages} ページ中 {page} ページ目）",
  "node.notProvided":
    "{className} を提供するパックはレジストリにありません。サービスに組み込まれているか、公開されていないノードかもしれません。",
  "node.providedBy": "{className} はこのパックが提供しています。",
  "node.noPack": "レジストリに ID `{id}` のパックはありません。`{/node search}` をお試しください。",
  "workflow.needsManageServer":
    "このサーバーのワークフローを変更できるのは「サーバー管理」権限を持つメンバーだけです。`{/workflow list}` は誰でも使えます。",
  "workflow.removed": "ワークフロー **{name}** を削除しました。",
  "workflow.defaultSet": "メンバーが別のワークフローを選ばない限り、`{/generate}` は **{name}** を使います。",
  "workflow.exists":
    "このサーバーには **{name}** という名前のワークフローがすでにあります。置き換えるには先に削除してください。",
  "workflow.noKey":
    "ワークフローはこのサーバーの API キーでサービスのノードと照合しますが、キーがまだありません: `{/settings key}`。",
  "workflow.partnerNodes":
    "パートナーノード（{classes}）: 実行時、このサーバーの API キーがジョブと一緒にパートナーサービスへ送られます。",
  "workflow.saved": {
    other:
      "**{name}** を保存しました（ノード {count, number} 個）。`{/generate} {@generate.workflow}:{name}` で入力される項目:",
  },
  "workflow.wrongPlace":
    "場所が違う場合は `{/workflow map} {@workflow.map.name}:{name} {@workflow.map.option}:seed {@workflow.map.input}:3.seed`（オプションを使わないなら `{@workflow.map.input}:none`）。",
  "workflow.mapped": "**{name}** の割り当て: {mapping}。",
  "workflow.none":
    "このサーバーには保存されたワークフローがありません。`{/generate}` は組み込みのものを使います。「サーバー管理」権限を持つメンバーが `{/workflow add}` で追加できます。",
  "workflow.listTitle": "このサーバーのワークフロー",
  "workflow.listLine": { other: "ノード {count, number} 個 · 入力: {options} · 追加: {user}" },
  "workflow.listPartner": "パートナーノード",
  "workflow.unknown":
    "このサーバーには **{name}** という名前のワークフローはありません。`{/workflow list}` を確認してください。",
  "workflow.notUsed": "`{option}` → 未使用",
  "workflow.mapsTo": "`{option}` → `{target}`（{nodeClass}）",
  "workflow.cannotRun": "サービスはこのワークフローを実行できません。何も保存していません。",
  "workflow.classMissing": "{where} はサービスにありません。",
  "workflow.classMissingUnasked":
    "{where} はサービスにありません（どのパックが提供しているかレジストリに問い合わせられませんでした）。",
  "workflow.classMissingNoPack": "{where} はサービスになく、提供しているレジストリのパックもありません。",
  "workflow.classMissingPack": "{where} はサービスにありません。パック {pack} に含まれています。",
  "workflow.node": "ノード {id}（{nodeClass}）",
  "workflow.nodeId": "ノード {id}",
  "workflow.inputMissing": "{node}: 必須の入力 `{input}` がありません。",
  "workflow.notNumber": "{node}: 入力 `{input}` は数値にしてください（値: {value}）。",
  "workflow.notWhole": "{node}: 入力 `{input}` は整数にしてください（値: {value}）。",
  "workflow.outside": "{node}: 入力 `{input}` の値 {value} は {min}〜{max} の範囲外です。",
  "workflow.notText": "{node}: 入力 `{input}` はテキストにしてください（値: {value}）。",
  "workflow.notBoolean": "{node}: 入力 `{input}` は true か false にしてください（値: {value}）。",
  "workflow.notChoice": "{node}: 入力 `{input}` の値 {value} はサービスの選択肢にありません（{choices}）。",
  "workflow.linkNoNode": "{node}: 入力 `{input}` の接続先のノード {source} はワークフローにありません。",
  "workflow.linkNoOutput": {
    other:
      "{node}: 入力 `{input}` は {source} の出力 {index} に接続されていますが、このノードの出力は {count, number} 個だけです。",
  },
  "workflow.selfLoop": "{node} は自分自身に接続されているため、実行できません。",
  "workflow.loop": "ノード {nodes} が互いに循環して接続されているため、どれも実行できません。",
  "workflow.arrow": "{first} → {rest}",
  "workflow.noOutput": "ワークフローに出力ノード（SaveImage など）がないため、何も生成されません。",
  "workflow.problem": "• {problem}",
  "workflow.moreProblems": { other: "• …ほか {count, number} 件" },
  "workflow.where": { other: "`{classType}`（ノード {nodes}）" },
  "workflow.pack": "**{name}**（`{id}`、最新 {version}）{repo}",
  "workflow.fileEmpty":
    "`{@workflow.add.file}` が空です。ワークフローの JSON（エディターの Export (API)）を添付してください。",
  "workflow.fileTooLarge": "`{@workflow.add.file}` は {max} 以下にしてください（現在 {size}）。",
  "workflow.fileNotText":
    "`{@workflow.add.file}` はテキストではありません。ワークフローの JSON（エディターの Export (API)）を添付してください。",
  "workflow.fileNotJson":
    "`{@workflow.add.file}` は有効な JSON ではありません。ワークフローの JSON（エディターの Export (API)）を添付してください。",
  "workflow.fileBroken":
    "`{@workflow.add.file}` のテキストに NUL か壊れた文字（対になっていないサロゲート）があります。エディターで直してからもう一度エクスポートしてください。",
  "workflow.fileNotObject": "`{@workflow.add.file}` はノードの JSON オブジェクト（API 形式）にしてください。",
  "workflow.fileEditorFormat":
    "`{@workflow.add.file}` はエディター形式です。**Export (API)** でエクスポートしたファイルを添付してください。",
  "workflow.fileNoNodes": "`{@workflow.add.file}` にノードがありません。",
  "workflow.fileTooManyNodes":
    "`{@workflow.add.file}` のノードは {max, number} 個までです（現在 {count, number} 個）。",
  "workflow.fileBadId": "`{@workflow.add.file}`: {label} の ID がノード ID ではありません。",
  "workflow.fileBadNode":
    "`{@workflow.add.file}`: {label} は `class_type` と `inputs` を持つオブジェクト（API 形式）にしてください。",
  "workflow.fileBadClass": "`{@workflow.add.file}`: {label} の `class_type` がノードクラス名ではありません。",
  "workflow.noNode": "`{@workflow.map.input}`: ワークフローにノード `{node}` はありません。",
  "workflow.noInput": "`{@workflow.map.input}`: ノード {node}（{nodeClass}）に入力 `{input}` はありません。",
  "workflow.linked":
    "`{@workflow.map.input}`: `{input}` は別のノードから接続されているため、{/generate} では設定できません。",
  "workflow.wrongTypeText":
    "`{@workflow.map.input}`: `{option}` にはテキストの入力が必要ですが、`{input}` の値は {value} です。",
  "workflow.wrongTypeNumber":
    "`{@workflow.map.input}`: `{option}` には数値の入力が必要ですが、`{input}` の値は {value} です。",
  "workflow.full":
    "このサーバーには上限の {max, number} 個のワークフローがあります。追加する前に `{/workflow remove}` でひとつ削除してください。",
} as const satisfies Translation<typeof en>;
