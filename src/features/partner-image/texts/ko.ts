import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const ko = {
  "button.vary": "변형",
  "image.upscaleTooLarge":
    "`{@upscale.scale}` {scale}(으)로는 {width}×{height} 이미지가 되어 업스케일러 한도인 {megapixels, number}메가픽셀을 넘어요. 이 {sourceWidth}×{sourceHeight} 이미지에 맞는 최대 배율은 {best}예요.",
  "image.cannotUpscale":
    "`{@upscale.scale}` {scale}(으)로는 {width}×{height} 이미지가 되어 업스케일러 한도인 {megapixels, number}메가픽셀을 넘어요. 이 {sourceWidth}×{sourceHeight} 이미지는 너무 커서 업스케일할 수 없어요.",
  "field.styleStrength": "스타일 강도",
  "field.structureStrength": "구조 강도",
  "field.portrait": "인물 사진",
  "field.fixedGeneration": "생성 고정",
  "field.portraitStyle": "인물 스타일",
  "field.portraitBeautifier": "인물 보정",
  "field.sharpen": "선명도",
  "field.smartGrain": "스마트 그레인",
  "field.creativity": "창의성",
  "field.hdr": "HDR",
  "field.resemblance": "유사도",
  "field.fractality": "프랙털 정도",
  "value.yes": "예",
  "value.no": "아니요",
  "creative.varyStrong": "변형 (강하게)",
  "creative.varySubtle": "변형 (약하게)",
  "creative.varyRegion": "변형 (영역)",
  "creative.zoomOut": "축소 {zoom}",
} as const satisfies Translation<typeof en>;
