import { PermissionFlagsBits, type RepliableInteraction } from "discord.js";
import type { GuildSettings, SettingsPatch } from "../../db/store.js";
import { UserError } from "../../errors.js";
import { text } from "./texts/index.js";

/**
 * One change of `/settings`: its patch, computed from the current settings under the row lock,
 * and the confirmation shown once it is saved.
 */
export interface SettingsChange {
  patch: (current: GuildSettings) => SettingsPatch;
  /** In the language of `locale` (the member's: the reply is private). */
  confirm(saved: GuildSettings, locale: string): string;
}

/** Changing the settings takes Manage Server. */
export function requireManageServer(interaction: RepliableInteraction<"cached">): void {
  if (!interaction.memberPermissions.has(PermissionFlagsBits.ManageGuild)) {
    throw new UserError(text("common.needsManageServer"));
  }
}
