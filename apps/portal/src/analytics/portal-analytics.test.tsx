import { defineBrandManifest } from "@portal/core/brand";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { defineBrand, emailClickEvent, useAnalytics } from "@portal/ui";
import { fakeApi, fixtureState, fixtureTheme } from "../testing/portal-fixture.tsx";
import { PortalStateProvider } from "../state/portal-state-context.tsx";
import { gaMeasurementIdOf } from "./ga-measurement-id.ts";
import { PortalAnalytics } from "./portal-analytics.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const brand = defineBrand({ manifest: defineBrandManifest({ id: "default", displayName: "Demo", subdomains: [] }), Header: () => null, Footer: () => null });

function EmailLink() {
  const { trackedLinkProps } = useAnalytics();
  return (
    <a href="mailto:care@demo-store.example" {...trackedLinkProps(emailClickEvent())}>
      care@demo-store.example
    </a>
  );
}

describe("portal analytics", () => {
  test("a footer-style email click posts {category, action, label} to /api/v1/analytics by beacon", async () => {
    const sendBeacon = vi.fn((_url: string, _data: Blob) => true);
    vi.stubGlobal("navigator", { ...navigator, sendBeacon });
    render(
      <PortalStateProvider value={{ state: fixtureState(), brand, api: fakeApi() }}>
        <PortalAnalytics>
          <EmailLink />
        </PortalAnalytics>
      </PortalStateProvider>,
    );
    const link = screen.getByRole("link");
    link.addEventListener("click", (e) => e.preventDefault());
    fireEvent.click(link);
    // The sink's code loads after mount; the click's event is sent once it is in.
    await vi.waitFor(() => expect(sendBeacon).toHaveBeenCalledOnce());
    const [url, blob] = sendBeacon.mock.calls[0]!;
    expect(url).toBe("/api/v1/analytics");
    expect(JSON.parse(await blob.text())).toEqual({ category: "Email ID", action: "mailto", label: "demo" });
  });

  test.each([
    [{ ga_tracking_id: "G-DEMO1234" }, "G-DEMO1234"],
    [{ ga_tracking_id: "<script>" }, undefined],
    [{}, undefined],
  ])("GA property from the theme config %j -> %s", (config, id) => {
    expect(gaMeasurementIdOf(fixtureTheme(config as never))).toBe(id);
  });
});
