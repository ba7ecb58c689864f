import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { createI18n } from "@portal/i18n";
import { PortalI18nProvider } from "@portal/i18n/react";
import { PortalAnalytics } from "../../analytics/portal-analytics.tsx";
import { fakeApi, fixtureState, PortalFixture } from "../../testing/portal-fixture.tsx";
import { ForwardPageBanner } from "./ForwardPageBanner.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Engagement's banner clicks (issue 37): the server writes each banner link's Banner event on it
// while sanitising (apps/server ssr/sanitize-banner.ts); a click on it in the page is sent as
// that event, labelled with the brand, and a click elsewhere in the banner sends nothing.
test("a click on a link in the brand's banner is sent as its Banner event; the rest of the banner sends none", async () => {
  const sendBeacon = vi.fn((_url: string, _data: Blob) => true);
  vi.stubGlobal("navigator", { ...navigator, sendBeacon });
  const html =
    '<p><strong>Sale</strong> <a href="https://shop.example/sale" data-track-category="Banner" data-track-action="forward" rel="noopener noreferrer" target="_blank">shop now</a></p>';
  render(
    <PortalI18nProvider i18n={createI18n("en", {})}>
      <PortalFixture state={fixtureState()} api={fakeApi()}>
        <PortalAnalytics>
          <ForwardPageBanner banner={{ text: html }} brandName="Demo" />
        </PortalAnalytics>
      </PortalFixture>
    </PortalI18nProvider>,
  );
  fireEvent.click(screen.getByText("Sale"));
  const link = screen.getByRole("link", { name: "shop now" });
  link.addEventListener("click", (e) => e.preventDefault());
  fireEvent.click(link);
  await vi.waitFor(() => expect(sendBeacon).toHaveBeenCalledOnce());
  const [url, blob] = sendBeacon.mock.calls[0]!;
  expect(url).toBe("/api/v1/analytics");
  expect(JSON.parse(await blob.text())).toEqual({ category: "Banner", action: "forward", label: "demo" });
});
