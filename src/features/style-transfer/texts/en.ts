/** `/style-transfer`: its title. */
export const en = {
  "style.title": "Style transfer",
} as const;
