import type { views as en } from "../en/views.js";
import type { Translation } from "../message.js";

export const views = {
  "list.more": { other: "ほかに {count, number} 件（非表示）" },
  "graph.exists":
    "このサーバーには **{name}** という名前のワークフローがすでにあります。置き換えるには先に削除してください。",
  "graph.notUsed": "`{option}` → 未使用",
  "graph.mapsTo": "`{option}` → `{target}`（{nodeClass}）",
  "graph.cannotRun": "サービスはこのワークフローを実行できません。何も保存していません。",
  "graph.classMissing": "{where} はサービスにありません。",
  "graph.classMissingUnasked":
    "{where} はサービスにありません（どのパックが提供しているかレジストリに問い合わせられませんでした）。",
  "graph.classMissingNoPack": "{where} はサービスになく、提供しているレジストリのパックもありません。",
  "graph.classMissingPack": "{where} はサービスにありません。パック {pack} に含まれています。",
  "graph.node": "ノード {id}（{nodeClass}）",
  "graph.nodeId": "ノード {id}",
  "graph.inputMissing": "{node}: 必須の入力 `{input}` がありません。",
  "graph.notNumber": "{node}: 入力 `{input}` は数値にしてください（値: {value}）。",
  "graph.notWhole": "{node}: 入力 `{input}` は整数にしてください（値: {value}）。",
  "graph.outside": "{node}: 入力 `{input}` の値 {value} は {min}〜{max} の範囲外です。",
  "graph.notText": "{node}: 入力 `{input}` はテキストにしてください（値: {value}）。",
  "graph.notBoolean": "{node}: 入力 `{input}` は true か false にしてください（値: {value}）。",
  "graph.notChoice": "{node}: 入力 `{input}` の値 {value} はサービスの選択肢にありません（{choices}）。",
  "graph.linkNoNode": "{node}: 入力 `{input}` の接続先のノード {source} はワークフローにありません。",
  "graph.linkNoOutput": {
    other:
      "{node}: 入力 `{input}` は {source} の出力 {index} に接続されていますが、このノードの出力は {count, number} 個だけです。",
  },
  "graph.selfLoop": "{node} は自分自身に接続されているため、実行できません。",
  "graph.loop": "ノード {nodes} が互いに循環して接続されているため、どれも実行できません。",
  "graph.arrow": "{first} → {rest}",
  "graph.noOutput": "ワークフローに出力ノード（SaveImage など）がないため、何も生成されません。",
  "graph.problem": "• {problem}",
  "graph.moreProblems": { other: "• …ほか {count, number} 件" },
  "graph.where": { other: "`{classType}`（ノード {nodes}）" },
  "graph.pack": "**{name}**（`{id}`、最新 {version}）{repo}",
  "graph.fileEmpty":
    "`{@workflow.add.file}` が空です。ワークフローの JSON（エディターの Export (API)）を添付してください。",
  "graph.fileTooLarge": "`{@workflow.add.file}` は {max} 以下にしてください（現在 {size}）。",
  "graph.fileNotText":
    "`{@workflow.add.file}` はテキストではありません。ワークフローの JSON（エディターの Export (API)）を添付してください。",
  "graph.fileNotJson":
    "`{@workflow.add.file}` は有効な JSON ではありません。ワークフローの JSON（エディターの Export (API)）を添付してください。",
  "graph.fileBroken":
    "`{@workflow.add.file}` のテキストに NUL か壊れた文字（対になっていないサロゲート）があります。エディターで直してからもう一度エクスポートしてください。",
  "graph.fileNotObject": "`{@workflow.add.file}` はノードの JSON オブジェクト（API 形式）にしてください。",
  "graph.fileEditorFormat":
    "`{@workflow.add.file}` はエディター形式です。**Export (API)** でエクスポートしたファイルを添付してください。",
  "graph.fileNoNodes": "`{@workflow.add.file}` にノードがありません。",
  "graph.fileTooManyNodes": "`{@workflow.add.file}` のノードは {max, number} 個までです（現在 {count, number} 個）。",
  "graph.fileBadId": "`{@workflow.add.file}`: {label} の ID がノード ID ではありません。",
  "graph.fileBadNode":
    "`{@workflow.add.file}`: {label} は `class_type` と `inputs` を持つオブジェクト（API 形式）にしてください。",
  "graph.fileBadClass": "`{@workflow.add.file}`: {label} の `class_type` がノードクラス名ではありません。",
  "graph.noNode": "`{@workflow.map.input}`: ワークフローにノード `{node}` はありません。",
  "graph.noInput": "`{@workflow.map.input}`: ノード {node}（{nodeClass}）に入力 `{input}` はありません。",
  "graph.linked":
    "`{@workflow.map.input}`: `{input}` は別のノードから接続されているため、{/generate} では設定できません。",
  "graph.notLoader":
    "`{@workflow.map.input}`: `{option}` はローダーの名前の入力（チェックポイントローダーの `ckpt_name` か LoRA ローダーの `lora_name`）に入りますが、`{input}` は {nodeClass} の入力です。",
  "graph.wrongTypeText":
    "`{@workflow.map.input}`: `{option}` にはテキストの入力が必要ですが、`{input}` の値は {value} です。",
  "graph.wrongTypeNumber":
    "`{@workflow.map.input}`: `{option}` には数値の入力が必要ですが、`{input}` の値は {value} です。",
  "graph.full":
    "このサーバーには上限の {max, number} 個のワークフローがあります。追加する前に `{/workflow remove}` でひとつ削除してください。",
} as const satisfies Translation<typeof en>;
