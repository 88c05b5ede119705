/** `/enhance`: its title. */
export const en = {
  "enhance.title": "Enhance",
} as const;
