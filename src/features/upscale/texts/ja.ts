import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const ja = {
  "button.upscaleAgain": "さらにアップスケール",
  "button.upscaleAgainTo": "さらにアップスケール（{scale}）",
  "button.redoUpscale": "アップスケールをやり直す",
  "field.engine": "エンジン",
  "field.optimizedFor": "最適化の対象",
  "value.automatic": "自動",
  "value.standard": "標準",
  "upscale.title": "アップスケール {scale}×",
  "upscale.noImage": "そのメッセージにはアップスケールする画像がありません。",
  "upscale.menuPermissions":
    "そのメッセージには {count, number} 枚の画像があります。flowbot は最初の1枚以外をその下に返信するため、このチャンネルで {permissions, list} の権限が必要です。",
  "upscale.imageN": "画像 {n}",
  "upscale.largest": "その画像はすでにアップスケーラーで可能な最大の倍率です。",
} as const satisfies Translation<typeof en>;
