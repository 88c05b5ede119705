import type { imageCheck as en } from "../en/image-check.js";
import type { Translation } from "../message.js";

/** What the image check says in a job's message, and to a member whose image it refused (src/image-check). */
export const imageCheck = {
  "check.spoilered": "{file} はスポイラーで隠されています: 画像チェックで検出されました ({why})。",
  "check.heldBack": "{file} は表示されません: 画像チェックで検出されました ({why})。",
  "check.heldJob": "画像チェックにより、このジョブの結果は表示されません。",
  "check.whyScore": "スコア {score}",
  "check.whyUnreadable": "読み取れませんでした",
  "check.inputRefused":
    "`{field}`: 画像チェックでこの画像が検出されました ({why})。ここでは検出された画像は保留されます。何も送信されていません。",
} as const satisfies Translation<typeof en>;
