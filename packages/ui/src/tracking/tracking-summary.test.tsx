import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { renderWithI18n } from "../testing/render-with-i18n.tsx";
import { CustomerDetails } from "./CustomerDetails.tsx";
import { DefaultTrackingLayout } from "./DefaultTrackingLayout.tsx";
import { ProductSummary } from "./ProductSummary.tsx";
import { SAMPLE_CUSTOMER } from "../testing/tracking-fixtures.ts";
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

describe("expected delivery text (product rules §4)", () => {
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

function Reattempt({ reason, rule }: { reason: number | null; rule?: "next-days" | "fridays-only" }) {
  return <p>{useEddText({ message_id: 7, message: "", ndr_reason: reason }, rule) ?? "(none)"}</p>;
}

describe("a new attempt after a failed delivery (issue 33 item 16)", () => {
  test.each<[number | null, "next-days" | "fridays-only", string]>([
    [null, "next-days", "The courier will try again within 24-48 hours."],
    [1, "next-days", "The courier will try again within 24-48 hours."],
    [2, "next-days", "The courier will not try again until you confirm below that you still want the order."],
    [1, "fridays-only", "The courier will try again on the next Friday."],
    [10, "fridays-only", "Your order is kept at the courier's office for you to collect."],
  ])("reason %s on a %s brand", (reason, rule, text) => {
    renderWithI18n(<Reattempt reason={reason} rule={rule} />);
    expect(screen.getByRole("paragraph").textContent).toBe(text);
  });
});

describe("CustomerDetails", () => {
  test("the details sent, phone left to right", () => {
    renderWithI18n(<CustomerDetails customer={SAMPLE_CUSTOMER} />);
    expect(screen.getByRole("region", { name: "Delivery details" })).toBeTruthy();
    expect(screen.getByText("9845012345").getAttribute("dir")).toBe("ltr");
  });

  test("only the fields sent are listed", () => {
    renderWithI18n(<CustomerDetails customer={{ ...SAMPLE_CUSTOMER, phone: "", pincode: "" }} />);
    const region = screen.getByRole("region", { name: "Delivery details" });
    expect([...region.querySelectorAll("[data-field]")].map((field) => field.getAttribute("data-field"))).toEqual(["name", "address"]);
  });

  test("with no details there is no card", () => {
    const { container } = renderWithI18n(<CustomerDetails customer={{ name: "", phone: "", address: "", pincode: "" }} />);
    expect(container.querySelector('[data-part="customer"]')).toBeNull();
  });
});

describe("ProductSummary", () => {
  test("a lazily loaded image with a fixed size, and the title", () => {
    renderWithI18n(<ProductSummary title="Kurta" imageUrl="https://cdn.acme.example/kurta.webp" />);
    const img = screen.getByRole("region", { name: "Your order" }).querySelector("img");
    expect(img?.getAttribute("loading")).toBe("lazy");
    expect(img?.getAttribute("width")).toBe("72");
    expect(img?.getAttribute("height")).toBe("72");
    expect(img?.getAttribute("alt")).toBe("");
    expect(screen.getByText("Kurta")).toBeTruthy();
  });
});

describe("DefaultTrackingLayout", () => {
  test("banner, status, actions, timeline, details; no boxes for empty slots", () => {
    const { container } = renderWithI18n(<DefaultTrackingLayout banner={null} status={<p>S</p>} actions={<p>A</p>} timeline={<p>T</p>} details={null} />);
    expect([...container.querySelectorAll("[data-slot]")].map((el) => el.getAttribute("data-slot"))).toEqual(["status", "actions", "timeline"]);
  });
});
