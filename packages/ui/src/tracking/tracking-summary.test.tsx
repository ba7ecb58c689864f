import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { renderWithI18n } from "../testing/render-with-i18n.tsx";
import { CustomerDetails } from "./CustomerDetails.tsx";
import { DefaultTrackingLayout } from "./DefaultTrackingLayout.tsx";
import { ProductSummary } from "./ProductSummary.tsx";
import { MASKED_SAMPLE_CUSTOMER, SAMPLE_CUSTOMER } from "../testing/tracking-fixtures.ts";
import { TrackingStatus } from "./TrackingStatus.tsx";
import { useEddText } from "./use-edd-text.ts";

afterEach(cleanup);

describe("TrackingStatus", () => {
  test("the stage is the page heading, with courier, last update and the expected delivery", () => {
    renderWithI18n(
      <TrackingStatus
        waybill="DEMO-1"
        stage="failed-delivery"
        tone="failure"
        courier={{ name: "Swiftline Express", logoUrl: "data:image/png;base64,AA==" }}
        lastUpdate={{ at: "2026-05-01T09:00:00Z", location: "Pune hub" }}
        expectedDelivery="The courier will try again within 24-48 hours."
        headingId="screen-title"
      />,
    );
    const heading = screen.getByRole("heading", { level: 1 });
    expect(heading.textContent).toBe("Failed delivery");
    expect(heading.id).toBe("screen-title");
    expect(heading.closest("[data-tone]")?.getAttribute("data-tone")).toBe("failure");
    expect(screen.getByTestId("tracking-courier").textContent).toBe("Swiftline Express");
    expect(screen.getByTestId("tracking-last-update").textContent).toMatch(/2026.*Pune hub/);
    expect(screen.getByTestId("tracking-edd").textContent).toMatch(/24-48 hours/);
  });
});

function Edd({ id, message }: { id: number; message?: string }) {
  return <p>{useEddText({ message_id: id, message: message ?? "" }) ?? "(none)"}</p>;
}

describe("expected delivery text (spec section 4)", () => {
  test.each<[number, string | undefined, RegExp]>([
    [1, "2026-05-04", /^Expected delivery by 4 May 2026$/],
    [1, "Monday evening", /^Expected delivery by Monday evening$/],
    [1, "", /^\(none\)$/],
    [2, undefined, /arrive soon/],
    [6, undefined, /^\(none\)$/],
    [8, "Your shipment was lost in transit.", /^Your shipment was lost in transit\.$/],
    [9, undefined, /same day/],
  ])("id %i with %j", (id, message, expected) => {
    renderWithI18n(<Edd id={id} {...(message === undefined ? {} : { message })} />);
    expect(screen.getByRole("paragraph").textContent).toMatch(expected);
  });
});

describe("CustomerDetails", () => {
  test("full details without a hint", () => {
    renderWithI18n(<CustomerDetails customer={SAMPLE_CUSTOMER} masked={false} />);
    expect(screen.getByRole("region", { name: "Delivery details" })).toBeTruthy();
    expect(screen.getByText("9845012345").getAttribute("dir")).toBe("ltr");
    expect(screen.queryByText(/Some details are hidden/)).toBeNull();
  });

  test("masked details come with the hint to open the shopper's own link", () => {
    renderWithI18n(<CustomerDetails customer={MASKED_SAMPLE_CUSTOMER} masked />);
    const region = screen.getByRole("region", { name: "Delivery details" });
    expect(region.getAttribute("data-masked")).toBe("true");
    expect(screen.getByText("******2345")).toBeTruthy();
    const hint = screen.getByText(/Open the tracking link we sent you/);
    expect(region.getAttribute("aria-describedby")).toBe(hint.id);
  });

  test("with no details sent (status only on a security-key brand) the card still gives the hint", () => {
    renderWithI18n(<CustomerDetails customer={{ name: "", phone: "", address: "", pincode: "" }} masked />);
    const region = screen.getByRole("region", { name: "Delivery details" });
    expect(region.querySelectorAll("[data-field]")).toHaveLength(0);
    expect(region.querySelector("dl")).toBeNull();
    expect(screen.getByText(/Open the tracking link we sent you/)).toBeTruthy();
  });

  test("with no details and nothing hidden there is no card", () => {
    const { container } = renderWithI18n(<CustomerDetails customer={{ name: "", phone: "", address: "", pincode: "" }} masked={false} />);
    expect(container.querySelector('[data-part="customer"]')).toBeNull();
  });
});

describe("ProductSummary", () => {
  test("a lazily loaded image with a fixed size, and the title", () => {
    renderWithI18n(<ProductSummary title="Kurta" imageUrl="data:image/png;base64,AA==" />);
    const img = screen.getByRole("region", { name: "Your order" }).querySelector("img");
    expect(img?.getAttribute("loading")).toBe("lazy");
    expect(img?.getAttribute("width")).toBe("72");
    expect(img?.getAttribute("height")).toBe("72");
    expect(screen.getByText("Kurta")).toBeTruthy();
  });
});

describe("DefaultTrackingLayout", () => {
  test("banner, status, actions, timeline, details; no boxes for empty slots", () => {
    const { container } = renderWithI18n(
      <DefaultTrackingLayout banner={null} status={<p>S</p>} actions={<p>A</p>} timeline={<p>T</p>} details={null} />,
    );
    expect([...container.querySelectorAll("[data-slot]")].map((el) => el.getAttribute("data-slot"))).toEqual(["status", "actions", "timeline"]);
  });
});
