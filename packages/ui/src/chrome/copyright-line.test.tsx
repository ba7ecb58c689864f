import { cleanup } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { CopyrightLine } from "./copyright-line.tsx";
import { NowProvider } from "./now.tsx";
import { BrandTimeZoneProvider } from "../tracking/use-display-time-zone.ts";
import { renderWithI18n } from "../testing/render-with-i18n.tsx";

afterEach(cleanup);

/** The line's text as read (the brand name sits in a <bdi>). */
const copyright = () => document.querySelector('[data-chrome="copyright"]')?.textContent;

describe("CopyrightLine", () => {
  test("year passed in", () => {
    renderWithI18n(<CopyrightLine brandName="Acme" year={2031} />);
    expect(copyright()).toBe("© 2031 Acme. All rights reserved.");
  });

  test("a brand name ending in a full stop does not double it", () => {
    renderWithI18n(<CopyrightLine brandName="Acme & Co." year={2026} />);
    expect(copyright()).toBe("© 2026 Acme & Co. All rights reserved.");
  });

  test("year of the given instant, in UTC without a brand zone, so server and browser agree", () => {
    renderWithI18n(<CopyrightLine brandName="Acme" now="2026-12-31T23:30:00-05:00" />);
    expect(copyright()).toBe("© 2027 Acme. All rights reserved.");
  });

  test("the new year begins at the brand's midnight: 20:00 UTC on 31 Dec is already next year in India", () => {
    renderWithI18n(
      <BrandTimeZoneProvider value="Asia/Kolkata">
        <CopyrightLine brandName="Acme" now="2026-12-31T20:00:00Z" />
      </BrandTimeZoneProvider>,
    );
    expect(copyright()).toBe("© 2027 Acme. All rights reserved.");
    cleanup();
    renderWithI18n(
      <BrandTimeZoneProvider value="America/New_York">
        <CopyrightLine brandName="Acme" now="2027-01-01T03:00:00Z" />
      </BrandTimeZoneProvider>,
    );
    expect(copyright()).toBe("© 2026 Acme. All rights reserved.");
  });

  test("year of the render clock provided by the portal", () => {
    renderWithI18n(
      <NowProvider now={Date.UTC(2029, 5, 1)}>
        <CopyrightLine brandName="Acme" />
      </NowProvider>,
    );
    expect(copyright()).toBe("© 2029 Acme. All rights reserved.");
  });
});
