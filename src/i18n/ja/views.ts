import type { views as en } from "../en/views.js";
import type { Translation } from "../message.js";

export const views = {
  "queue.more": { other: "ほかに {count, number} 件（非表示）" },
  "workflow.exists":
    "このサーバーには **{name}** という名前のワークフローがすでにあります。置き換えるには先に削除してください。",
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
  "workflow.notLoader":
    "`{@workflow.map.input}`: `{option}` はローダーの名前の入力（チェックポイントローダーの `ckpt_name` か LoRA ローダーの `lora_name`）に入りますが、`{input}` は {nodeClass} の入力です。",
  "workflow.wrongTypeText":
    "`{@workflow.map.input}`: `{option}` にはテキストの入力が必要ですが、`{input}` の値は {value} です。",
  "workflow.wrongTypeNumber":
    "`{@workflow.map.input}`: `{option}` には数値の入力が必要ですが、`{input}` の値は {value} です。",
  "workflow.full":
    "このサーバーには上限の {max, number} 個のワークフローがあります。追加する前に `{/workflow remove}` でひとつ削除してください。",
} as const satisfies Translation<typeof en>;
