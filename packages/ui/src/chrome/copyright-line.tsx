import { Trans } from "@lingui/react/macro";
import { calendarDateOf } from "@portal/core/dates";
import { useBrandTimeZone } from "../tracking/use-display-time-zone.ts";
import { useNow } from "./now.tsx";

export interface CopyrightLineProps {
  brandName: string;
  /** The year to show. */
  year?: number;
  /** Else the year of this instant, else of `NowProvider`'s time, else of the current time; in the brand's zone. */
  now?: Date | number | string;
  className?: string;
}

/**
 * The year in the brand's zone (the portal's BrandTimeZoneProvider; UTC alone), so a server
 * and a browser in different zones agree, and an Indian brand's new year starts at its midnight.
 */
export function copyrightYear(now: Date | number | string, timeZone = "UTC"): number {
  return Number(calendarDateOf(new Date(now), timeZone).slice(0, 4));
}

/** "© 2026 Acme. All rights reserved.", localized. Styling hook: `[data-chrome="copyright"]`. */
export function CopyrightLine({ brandName, year: yearProp, now, className }: CopyrightLineProps) {
  const contextNow = useNow();
  const timeZone = useBrandTimeZone();
  const year = yearProp ?? copyrightYear(now ?? contextNow, timeZone);
  // The sentence supplies the full stop: "Acme & Co." must not end up as "Co..".
  // <bdi> keeps a Latin brand name from reordering the punctuation around it in Arabic.
  const brand = brandName.trim().replace(/\.+$/, "");
  return (
    <p data-chrome="copyright" className={className}>
      <Trans>
        © {year} <bdi>{brand}</bdi>. All rights reserved.
      </Trans>
    </p>
  );
}
