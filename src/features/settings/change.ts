import type { GuildSettings, SettingsPatch } from "../../db/store.js";

/**
 * One change of `/settings`: its patch, computed from the current settings under the row lock,
 * and the confirmation shown once it is saved.
 */
export interface SettingsChange {
  patch(current: GuildSettings): SettingsPatch;
  /** In the language of `locale` (the member's: the reply is private). */
  confirm(saved: GuildSettings, locale: string): string;
}
