import * as v from "valibot";
import { NotificationSettingsBodySchema, type NotificationConsoleResult, type NotificationSettingsBody } from "@portal/core/api";

/** One cell of the moment × channel grid, as the form keys it. */
export const cellKey = (moment: string, channel: string) => `${moment} ${channel}`;

/** The settings form's values: the grid's switched-on cells, quiet hours and the default language. */
export interface SettingsDraft {
  /** cellKey(moment, channel) of each cell switched on. */
  cells: ReadonlySet<string>;
  quietFrom: string;
  quietTo: string;
  defaultLocale: string;
}

/** A brand with no settings row sends nothing; its form starts empty with the stored defaults (migration 0095). */
const NO_SETTINGS: SettingsDraft = { cells: new Set(), quietFrom: "21:00", quietTo: "08:00", defaultLocale: "en" };

export function draftOf(settings: NotificationConsoleResult["settings"]): SettingsDraft {
  if (!settings) return NO_SETTINGS;
  return {
    cells: new Set(settings.switches.map((cell) => cellKey(cell.moment, cell.channel))),
    quietFrom: settings.quiet_from,
    quietTo: settings.quiet_to,
    defaultLocale: settings.default_locale,
  };
}

export type SettingsEdit =
  | { type: "toggle-cell"; moment: string; channel: string; on: boolean }
  | { type: "quiet"; from?: string; to?: string }
  | { type: "default-locale"; locale: string };

export function editSettings(draft: SettingsDraft, edit: SettingsEdit): SettingsDraft {
  switch (edit.type) {
    case "toggle-cell": {
      const cells = new Set(draft.cells);
      if (edit.on) cells.add(cellKey(edit.moment, edit.channel));
      else cells.delete(cellKey(edit.moment, edit.channel));
      return { ...draft, cells };
    }
    case "quiet":
      return { ...draft, quietFrom: edit.from ?? draft.quietFrom, quietTo: edit.to ?? draft.quietTo };
    case "default-locale":
      return { ...draft, defaultLocale: edit.locale };
  }
}

/** The body the server takes, checked with its own schema; when refused, the first field at fault (the view words it). */
export function settingsBodyOf(draft: SettingsDraft): { ok: true; body: NotificationSettingsBody } | { ok: false; field: string } {
  const checked = v.safeParse(NotificationSettingsBodySchema, {
    switches: [...draft.cells].map((key) => {
      const [moment, channel] = key.split(" ");
      return { moment, channel };
    }),
    quiet_from: draft.quietFrom,
    quiet_to: draft.quietTo,
    default_locale: draft.defaultLocale,
  });
  return checked.success ? { ok: true, body: checked.output } : { ok: false, field: String(checked.issues[0].path?.[0]?.key ?? "") };
}
