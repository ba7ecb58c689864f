import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { HTMLAttributes } from "react";
import { scanHistoryOf, SCAN_HISTORY_VISIBLE, type HistoryScan, type ScanDay } from "@portal/core/timeline";
import { useFormatters } from "@portal/i18n/react";
import { foreignLanguageOfText } from "@portal/core/locale";
import { FORWARD_STAGE_LABEL, forwardStageOfCode } from "@portal/core/status";
import { useDisplayTimeZone } from "./use-display-time-zone.ts";

type DataAttributes = Record<`data-${string}`, string>;

export interface ScanItemView {
  key: string;
  /** The scan's description, else its status text: the courier's own words. */
  text: string;
  /**
   * For a code the portal recognises, its stage in the page's language, shown beside the
   * courier's words (left out where they say the same).
   */
  label: string | undefined;
  /** Props for the courier's words: `lang` where their script is not the page's, and `dir="auto"`. */
  textProps: { lang?: string; dir: "auto" };
  location: string;
  at: Date;
  itemProps: HTMLAttributes<HTMLLIElement> & DataAttributes;
}

export interface ScanDayView {
  key: string;
  /** The day's date in the page's language, e.g. "20 Nov 2026". */
  heading: string;
  /** ISO calendar date, for `<time dateTime>`. */
  date: string;
  scans: ScanItemView[];
}

export interface ScanHistoryView {
  rootProps: HTMLAttributes<HTMLElement> & DataAttributes;
  title: string;
  shown: ScanDayView[];
  earlier: ScanDayView[];
  /** "Show 5 earlier updates". */
  earlierText: string;
  isEmpty: boolean;
}

/**
 * Prop bags and texts for a shipment's scan history: days newest first in the page's zone
 * (the brand's), each scan's description, location and time. Brands style it by
 * `[data-part="scan-history"]`, `[data-part="scan"][data-code]`.
 */
export function useScanHistory(scans: readonly HistoryScan[], { visible = SCAN_HISTORY_VISIBLE }: { visible?: number } = {}): ScanHistoryView {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  const timeZone = useDisplayTimeZone();
  const history = scanHistoryOf(scans, timeZone, visible);
  const dayView = (day: ScanDay, part: string): ScanDayView => ({
    key: `${part}-${day.date}`,
    date: day.date,
    // A calendar date has no zone: print its own day.
    heading: format.date(`${day.date}T12:00:00Z`, "UTC"),
    scans: day.scans.map((scan, index) => {
      const text = scan.description?.trim() || scan.status?.trim() || "";
      const stage = forwardStageOfCode(scan.code);
      const label = stage ? i18n._(FORWARD_STAGE_LABEL[stage]) : undefined;
      const lang = foreignLanguageOfText(text, format.locale);
      return {
        key: `${String(scan.timestamp)}-${scan.code}-${index}`,
        text,
        label: label && label.toLocaleLowerCase(format.locale) !== text.toLocaleLowerCase(format.locale) ? label : undefined,
        textProps: lang ? { lang, dir: "auto" as const } : { dir: "auto" as const },
        location: scan.location?.trim() ?? "",
        at: new Date(scan.timestamp),
        itemProps: { "data-part": "scan", "data-code": String(scan.code) },
      };
    }),
  });
  const count = history.earlierCount;
  return {
    rootProps: { "data-part": "scan-history", "data-count": String(scans.length) },
    title: t`Shipment updates`,
    shown: history.shown.map((day) => dayView(day, "shown")),
    earlier: history.earlier.map((day) => dayView(day, "earlier")),
    earlierText: t`${plural(count, { one: "Show # earlier update", other: "Show # earlier updates" })}`,
    isEmpty: history.shown.length === 0,
  };
}
