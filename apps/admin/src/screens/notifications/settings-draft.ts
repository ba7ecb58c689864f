import * as v from "valibot";
import { NotificationSettingsBodySchema, type NotificationConsoleResult, type NotificationSettingsBody } from "@portal/core/api";

/** The settings form's values: what is switched on, quiet hours and the default language. */
export interface SettingsDraft {
  moments: readonly string[];
  channels: readonly string[];
  quietFrom: string;
  quietTo: string;
  defaultLocale: string;
}

/** A brand with no settings row sends nothing; its form starts empty with the stored defaults (migration 0095). */
const NO_SETTINGS: SettingsDraft = { moments: [], channels: [], quietFrom: "21:00", quietTo: "08:00", defaultLocale: "en" };

export function draftOf(settings: NotificationConsoleResult["settings"]): SettingsDraft {
  if (!settings) return NO_SETTINGS;
  return {
    moments: settings.moments,
    channels: settings.channels,
    quietFrom: settings.quiet_from,
    quietTo: settings.quiet_to,
    defaultLocale: settings.default_locale,
  };
}

export type SettingsEdit =
  | { type: "toggle-moment"; moment: string; on: boolean }
  | { type: "toggle-channel"; channel: string; on: boolean }
  | { type: "quiet"; from?: string; to?: string }
  | { type: "default-locale"; locale: string };

const toggled = (list: readonly string[], name: string, on: boolean) => (on ? [...new Set([...list, name])] : list.filter((x) => x !== name));

export function editSettings(draft: SettingsDraft, edit: SettingsEdit): SettingsDraft {
  switch (edit.type) {
    case "toggle-moment":
      return { ...draft, moments: toggled(draft.moments, edit.moment, edit.on) };
    case "toggle-channel":
      return { ...draft, channels: toggled(draft.channels, edit.channel, edit.on) };
    case "quiet":
      return { ...draft, quietFrom: edit.from ?? draft.quietFrom, quietTo: edit.to ?? draft.quietTo };
    case "default-locale":
      return { ...draft, defaultLocale: edit.locale };
  }
}

/** The body the server takes, checked with its own schema; when refused, the first field at fault (the view words it). */
export function settingsBodyOf(draft: SettingsDraft): { ok: true; body: NotificationSettingsBody } | { ok: false; field: string } {
  const checked = v.safeParse(NotificationSettingsBodySchema, {
    moments: draft.moments,
    channels: draft.channels,
    quiet_from: draft.quietFrom,
    quiet_to: draft.quietTo,
    default_locale: draft.defaultLocale,
  });
  return checked.success ? { ok: true, body: checked.output } : { ok: false, field: String(checked.issues[0].path?.[0]?.key ?? "") };
}
