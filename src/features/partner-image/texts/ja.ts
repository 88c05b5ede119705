import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const ja = {
  "button.vary": "バリエーション",
  "image.upscaleTooLarge":
    "`{@upscale.scale}` {scale} では {width}×{height} の画像になり、アップスケーラーの上限 {megapixels, number} メガピクセルを超えます。この {sourceWidth}×{sourceHeight} の画像で使える最大の倍率は {best} です。",
  "image.cannotUpscale":
    "`{@upscale.scale}` {scale} では {width}×{height} の画像になり、アップスケーラーの上限 {megapixels, number} メガピクセルを超えます。この {sourceWidth}×{sourceHeight} の画像は大きすぎてアップスケールできません。",
  "field.styleStrength": "スタイルの強さ",
  "field.structureStrength": "構造の強さ",
  "field.portrait": "ポートレート",
  "field.fixedGeneration": "生成を固定",
  "field.portraitStyle": "ポートレートのスタイル",
  "field.portraitBeautifier": "ポートレートの美肌補正",
  "field.sharpen": "シャープネス",
  "field.smartGrain": "スマートグレイン",
  "field.creativity": "創造性",
  "field.hdr": "HDR",
  "field.resemblance": "類似度",
  "field.fractality": "フラクタル度",
  "value.yes": "はい",
  "value.no": "いいえ",
  "creative.varyStrong": "バリエーション（強）",
  "creative.varySubtle": "バリエーション（弱）",
  "creative.varyRegion": "バリエーション（範囲）",
  "creative.zoomOut": "ズームアウト {zoom}",
} as const satisfies Translation<typeof en>;
