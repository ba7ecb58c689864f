import { defineBrandManifest } from "@portal/core/brand";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { apiFail, apiOk } from "@portal/core/api";
import { defineBrand, type TrackingVariantProps } from "@portal/ui";
import { fakeApi, renderPortalPage } from "../../testing/render-portal-page.tsx";
import { entryOf, orderOf, shipmentOf } from "../../testing/tracking-answers.ts";

afterEach(cleanup);

const found = (entry = entryOf()) => ({ kind: "result" as const, result: { [entry.tracking_id]: entry } });
const link = (waybill: string, extra = "") => `/tracking?waybill=${waybill}${extra}`;

async function openTracking(codes: readonly number[], { extra = "", prefix = "" } = {}) {
  const entry = entryOf({ waybill: "DEMO-1", codes });
  const api = fakeApi();
  api.getEdd.mockResolvedValue(apiOk({ edd_ui: { message_id: 4, message: "" } }));
  const view = await renderPortalPage(`${prefix}${link("DEMO-1", extra)}`, { tracking: found(entry), api });
  return { ...view, api };
}

const heading = () => screen.getByRole("heading", { level: 1 });
const timelineSteps = () => within(screen.getByRole("list", { name: "Shipment progress" })).getAllByRole("listitem");

describe("tracking detail", () => {
  test("status, courier, last update, expected delivery and the timeline from core", async () => {
    const { api } = await openTracking([1, 2, 4, 5], { extra: "&security_key=K1" });
    expect(heading().textContent).toBe("In transit");
    expect(screen.getByTestId("tracking-courier").textContent).toBe("Swiftline Express");
    expect(screen.getByTestId("tracking-last-update").textContent).toMatch(/2026/);
    expect((await screen.findByTestId("tracking-edd")).textContent).toBe("Your order is on its way and on schedule.");
    expect(api.getEdd).toHaveBeenCalledWith({ waybill: "DEMO-1", security_key: "K1", order_id: undefined, cp_id: undefined });
    const steps = timelineSteps();
    expect(steps.map((s) => s.dataset.state)).toEqual(["complete", "complete", "current", "upcoming", "upcoming"]);
    expect(steps[2]?.getAttribute("aria-current")).toBe("step");
    expect(screen.getByTestId("tracking-product").textContent).toBe("Kurta, indigo cotton (M)");
    expect(screen.getByRole("region", { name: "Delivery details" }).textContent).toContain("Ananya Rao");
  });

  test("a brand that hides the expected-delivery and last-update dates shows neither (and a delivery's date still shows)", async () => {
    const manifest = defineBrandManifest({ id: "default", displayName: "T", subdomains: [], hiddenDates: ["expected-delivery", "last-update"] });
    const brand = defineBrand({ manifest, Header: () => null, Footer: () => null });
    const inTransit = entryOf({ waybill: "DEMO-1", codes: [1, 2, 4, 5] });
    const api = fakeApi();
    api.getEdd.mockResolvedValue(apiOk({ edd_ui: { message_id: 4, message: "" } }));
    await renderPortalPage(link("DEMO-1"), { tracking: found(inTransit), api, brand });
    expect(heading().textContent).toBe("In transit");
    expect([screen.queryByTestId("tracking-last-update"), screen.queryByTestId("tracking-edd")]).toEqual([null, null]);
    cleanup();
    const delivered = entryOf({ waybill: "DEMO-2", codes: [1, 2, 4, 5, 6, 8] });
    await renderPortalPage(link("DEMO-2"), { tracking: found(delivered), api: fakeApi(), brand });
    expect(screen.getByTestId("tracking-edd").textContent).toMatch(/^Delivered on /);
  });

  test("Update Contact and My Orders keep the shopper's link; no Take Action while in transit", async () => {
    await openTracking([1, 2, 4, 5], { extra: "&security_key=K1" });
    expect(screen.getByRole("link", { name: "Update Contact" }).getAttribute("href")).toBe("/update-contact?security_key=K1&waybill=DEMO-1");
    expect(screen.getByRole("link", { name: "My Orders" }).getAttribute("href")).toBe("/my-order?security_key=K1&order_id=DS-240101");
    expect(screen.queryByRole("link", { name: "Take Action" })).toBeNull();
    expect(screen.getByRole("button", { name: "Download shipping label" })).toBeTruthy();
  });

  test("a failed delivery offers Take Action; Update Contact is disabled and says why", async () => {
    await openTracking([1, 2, 4, 5, 6, 7], { prefix: "/ar" });
    expect(heading().textContent).toBe("Failed delivery");
    expect(screen.getByRole("link", { name: "Take Action" }).getAttribute("href")).toBe("/ar/issue?waybill=DEMO-1");
    // Take Action is the one primary action, before the label download; the disabled button comes last.
    const actions = screen.getByRole("link", { name: "Take Action" }).closest("[data-part=actions]") as HTMLElement;
    expect(actions.dataset.primary).toBe("take-action");
    expect(actions.firstElementChild?.getAttribute("data-action")).toBe("take-action");
    expect(actions.lastElementChild?.getAttribute("data-action")).toBe("update-contact");
    const update = screen.getByRole("button", { name: "Update Contact" });
    expect(update.getAttribute("aria-disabled")).toBe("true");
    const note = document.getElementById(update.getAttribute("aria-describedby") ?? "");
    expect(note?.textContent).toBe("The contact number can no longer be changed for this shipment.");
    expect(timelineSteps().find((s) => s.dataset.state === "current")?.dataset.tone).toBe("failure");
  });

  test("a later out-for-delivery scan clears the failure: no Take Action", async () => {
    await openTracking([1, 2, 4, 5, 6, 7, 6]);
    expect(heading().textContent).toBe("Out for delivery");
    expect(screen.queryByRole("link", { name: "Take Action" })).toBeNull();
  });

  test.each<[string, number[], string]>([
    ["lost", [1, 2, 4, 5, 16], "lost"],
    ["returned to origin", [1, 2, 4, 5, 6, 7, 11], "failure"],
    ["delivered", [1, 2, 4, 5, 6, 8], "success"],
  ])("%s (codes %j): the status and the timeline carry the tone %s", async (_name, codes, tone) => {
    const { container } = await openTracking(codes);
    expect(container.querySelector('[data-part="tracking-status"]')?.getAttribute("data-tone")).toBe(tone);
    expect(container.querySelector('[data-part="timeline"]')?.getAttribute("data-tone")).toBe(tone);
  });

  test("the brand's forward-page banner in a labelled region, only when switched on", async () => {
    const entry = entryOf();
    const html = "<p><strong>Free exchanges</strong> within 15 days.</p>";
    await renderPortalPage(link(entry.tracking_id), {
      tracking: found(entry),
      theme: { config: { forward_page_message_enabled: true, forward_page_message: html } },
    });
    expect(screen.getByRole("region", { name: "Message from Demo Store" }).innerHTML).toContain("<strong>Free exchanges</strong>");
    cleanup();
    await renderPortalPage(link(entry.tracking_id), {
      tracking: found(entry),
      theme: { config: { forward_page_message_enabled: false, forward_page_message: html } },
    });
    expect(screen.queryByRole("region", { name: "Message from Demo Store" })).toBeNull();
  });

  test("a brand's TrackingVariant receives the slots", async () => {
    const Variant = ({ status, timeline, details, actions }: TrackingVariantProps) => (
      <div data-testid="variant">
        <div data-testid="v-actions">{actions}</div>
        <div data-testid="v-status">{status}</div>
        <div data-testid="v-timeline">{timeline}</div>
        <div data-testid="v-details">{details}</div>
      </div>
    );
    const brand = defineBrand({
      manifest: defineBrandManifest({ id: "kestrel", displayName: "K", subdomains: [] }),
      Header: () => null,
      Footer: () => null,
      TrackingVariant: Variant,
    });
    const entry = entryOf();
    await renderPortalPage(link(entry.tracking_id), { tracking: found(entry), brand });
    expect(within(screen.getByTestId("v-status")).getByRole("heading", { level: 1 }).textContent).toBe("In transit");
    expect(within(screen.getByTestId("v-timeline")).getByRole("list", { name: "Shipment progress" })).toBeTruthy();
    expect(within(screen.getByTestId("v-actions")).getByRole("link", { name: "Update Contact" })).toBeTruthy();
  });

  test("the shipping label: preparing while the server makes it, then the file", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { api } = await openTracking([1, 2, 4, 5], { extra: "&security_key=K1" });
      const due = new Date(Date.now() + 1_000).toISOString();
      api.getShippingLabel
        .mockResolvedValueOnce(apiOk({ status: "pending", url: null, ready_at: due }))
        .mockResolvedValueOnce(apiOk({ status: "ready", url: "/files/labels/DEMO-1.pdf", ready_at: null }));
      fireEvent.click(screen.getByRole("button", { name: "Download shipping label" }));
      expect(await screen.findByText("Preparing your label, this can take a few minutes.")).toBeTruthy();
      expect(api.getShippingLabel).toHaveBeenCalledWith({ waybill: "DEMO-1", security_key: "K1" });
      // Let the poll be scheduled (effects), then pass the time the server said the label is due.
      await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
      await act(async () => void (await vi.advanceTimersByTimeAsync(1_100)));
      const file = await screen.findByRole("link", { name: "Download shipping label" });
      expect(file.getAttribute("href")).toBe("/files/labels/DEMO-1.pdf");
      expect(api.getShippingLabel).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("order lookup", () => {
  test("each shipment with its status and a link to its own page; code 23 dropped; waybill-less shipping soon or cancelled", async () => {
    const order = orderOf([
      shipmentOf("DEMO-A", [1, 4, 5, 6, 8], "Kurta"),
      shipmentOf("DEMO-B", [1, 4, 5], "Scarf"),
      shipmentOf("DEMO-C", [1, 2, 23], "Expired item"),
      shipmentOf(null, [], "Sandals"),
      shipmentOf(null, [10], "Belt"),
    ]);
    await renderPortalPage("/en/tracking?order_id=DS-240131&security_key=K9", { tracking: { kind: "result", result: order } });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Order DS-240131");
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items.map((li) => `${li.querySelector("h2")?.textContent}: ${within(li).getByTestId("shipment-status").textContent}`)).toEqual([
      "Kurta: Delivered",
      "Scarf: In transit",
      "Sandals: Shipping soon",
      "Belt: Cancelled",
    ]);
    expect(within(items[0]!).getByRole("link").getAttribute("href")).toBe("/en/tracking?security_key=K9&waybill=DEMO-A&cp_id=3");
    expect(within(items[1]!).getByRole("link", { name: "View tracking DEMO-B" })).toBeTruthy();
    expect(within(items[2]!).queryByRole("link")).toBeNull();
    expect(screen.getByText(/4 shipments/)).toBeTruthy();
  });

  test("a return pickup in the order reads its reverse stage and opens its own pickup page, never 'Order placed' (DS-240116, issue 33 item 15)", async () => {
    const pickup = { ...shipmentOf("DEMO-RVP-025", [25], "Kurta"), is_rvp: true };
    await renderPortalPage("/en/tracking?order_id=DS-240116", { tracking: { kind: "result", result: orderOf([pickup]) } });
    const [item] = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(within(item!).getByTestId("shipment-status").textContent).toBe("Out for pickup");
    expect(within(item!).getByRole("link").getAttribute("href")).toBe("/en/reverse?waybill=DEMO-RVP-025&cp_id=3");
  });

  test("the brand's manifest words the heading, trims the order id and can hide the order date", async () => {
    const order = orderOf([shipmentOf("DEMO-A", [1, 4, 5], "Kurta"), shipmentOf("DEMO-B", [1, 4], "Scarf")]);
    const manifest = defineBrandManifest({
      id: "default",
      displayName: "T",
      subdomains: [],
      labels: { orderId: "order-number" },
      orderIdTrim: { prefix: "DS-" },
      hiddenDates: ["order-date"],
    });
    const brand = defineBrand({ manifest, Header: () => null, Footer: () => null });
    await renderPortalPage("/en/tracking?order_id=DS-240131&security_key=K9", { tracking: { kind: "result", result: order }, brand });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Order number 240131");
    expect(screen.queryByText("Placed on")).toBeNull();
  });
});

describe("errors", () => {
  test("400 or no data: the product rules' not-shipped message", async () => {
    await renderPortalPage(link("NOPE"), { tracking: { kind: "failure", status: 400, message: "not shipped" } });
    expect(screen.getByRole("alert").textContent).toBe(
      "The order/shipment you're trying to track has not been shown shipped yet or the order number entered is incorrect.",
    );
  });

  test("a wrong or missing key on a brand that checks keys (the server's not-found answer): the unknown waybill's screen", async () => {
    const notShipped = { kind: "failure" as const, status: 400, message: "not shipped" };
    const unknown = await renderPortalPage(link("NOPE-0001"), { tracking: notShipped });
    const unknownHtml = unknown.container.innerHTML.replaceAll("NOPE-0001", "{waybill}");
    cleanup();
    for (const extra of ["", "&security_key=WRONG"]) {
      const wrongKey = await renderPortalPage(link("DEMO-0001", extra), { tracking: notShipped });
      expect(wrongKey.container.innerHTML.replaceAll("DEMO-0001", "{waybill}")).toBe(unknownHtml);
      cleanup();
    }
  });

  test("another brand's shipment shows the same message", async () => {
    const entry = entryOf({ config: { enterprise_user: "kestrel" } });
    await renderPortalPage(link(entry.tracking_id), { tracking: found(entry) });
    expect(screen.getByRole("alert").textContent).toMatch(/has not been shown shipped yet/);
  });

  test("a server failure shows Retry, which fetches the same query and shows the result in place", async () => {
    const api = fakeApi();
    let answer!: (value: unknown) => void;
    api.trackOrder.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    await renderPortalPage(link("DEMO-1", "&security_key=K1"), { tracking: { kind: "failure", status: 503, message: "Service Unavailable" }, api });
    expect(heading().textContent).toBe("We couldn't load your tracking details");
    const retry = screen.getByRole("button", { name: "Retry" });
    fireEvent.click(retry);
    // The route's loader runs again (a moment later, in the router's own tick).
    await waitFor(() => expect(api.trackOrder).toHaveBeenCalledWith({ waybill: "DEMO-1", security_key: "K1" }));
    const busy = screen.getByRole("button", { name: "Retrying…" });
    expect(busy.getAttribute("aria-busy")).toBe("true");
    fireEvent.click(busy);
    expect(api.trackOrder).toHaveBeenCalledTimes(1);
    const entry = entryOf({ waybill: "DEMO-1" });
    await act(async () => answer(apiOk({ "DEMO-1": entry })));
    expect(heading().textContent).toBe("In transit");
  });

  test("a retry that fails again says so and can be tried once more", async () => {
    const api = fakeApi();
    api.trackOrder.mockResolvedValue(apiFail({ kind: "network", message: "Failed to fetch" }));
    await renderPortalPage(link("DEMO-1"), { tracking: { kind: "failure", status: 502, message: "bad gateway" }, api });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Retry" })));
    expect(screen.getByRole("status").textContent).toBe("That didn't work either. Please try again in a moment.");
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy();
  });
});
