import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const ja = {
  "workflow.needsManageServer":
    "このサーバーのワークフローを変更できるのは「サーバー管理」権限を持つメンバーだけです。`{/workflow list}` は誰でも使えます。",
  "workflow.removed": "ワークフロー **{name}** を削除しました。",
  "workflow.defaultSet": "メンバーが別のワークフローを選ばない限り、`{/generate}` は **{name}** を使います。",
  "workflow.defaultBuiltIn":
    "メンバーが別のワークフローを選ばない限り、`{/generate}` は組み込みのワークフローを使います。",
  "workflow.noKey":
    "ワークフローはこのサーバーの API キーでサービスのノードと照合しますが、キーがまだありません: `{/settings key}`。",
  "workflow.partnerNodes":
    "パートナーノード（{classes}）: 実行時、このサーバーの API キーがジョブと一緒にパートナーサービスへ送られます。",
  "workflow.saved": {
    other:
      "**{name}** を保存しました（ノード {count, number} 個）。`{/generate} {@generate.workflow}:{name}` で入力される項目:",
  },
  "workflow.wrongPlace":
    "場所が違う場合は `{/workflow map} {@workflow.map.name}:{name} {@workflow.map.option}:{option} {@workflow.map.input}:{target}`（オプションを使わないなら `{@workflow.map.input}:none`）。",
  "workflow.mapped": "**{name}** の割り当て: {mapping}。",
  "workflow.none":
    "このサーバーには保存されたワークフローがありません。`{/generate}` は組み込みのものを使います。「サーバー管理」権限を持つメンバーが `{/workflow add}` で追加できます。",
  "workflow.listTitle": "このサーバーのワークフロー",
  "workflow.listLine": { other: "ノード {count, number} 個 · 入力: {options} · 追加: {user}" },
  "workflow.listPartner": "パートナーノード",
  "workflow.unknown":
    "このサーバーには **{name}** という名前のワークフローはありません。`{/workflow list}` を確認してください。",
} as const satisfies Translation<typeof en>;
