import { Trans } from "@lingui/react/macro";
import { useNow } from "./now.tsx";

export interface CopyrightLineProps {
  brandName: string;
  /** The year to show. */
  year?: number;
  /** Else the year of this instant (UTC), else of `NowProvider`'s time, else of the current time. */
  now?: Date | number | string;
  className?: string;
}

/** Year in UTC, so a server and a browser in different time zones agree. */
export function copyrightYear(now: Date | number | string): number {
  return new Date(now).getUTCFullYear();
}

/** "© 2026 Acme. All rights reserved.", localized. Styling hook: `[data-chrome="copyright"]`. */
export function CopyrightLine({ brandName, year: yearProp, now, className }: CopyrightLineProps) {
  const contextNow = useNow();
  const year = yearProp ?? copyrightYear(now ?? contextNow);
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
