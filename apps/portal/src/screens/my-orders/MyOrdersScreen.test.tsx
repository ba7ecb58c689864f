import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import type { PortalApiClient } from "@portal/core/api";
import { fakeApi, FIXTURE_NOW, fixtureState, fixtureTheme } from "../../testing/portal-fixture.tsx";
import { renderRoute } from "../../testing/render-route.tsx";
import MyOrdersScreen from "./MyOrdersScreen.tsx";
import { orderShipmentRows } from "./order-rows.ts";
import { fixtureOrder, fixtureShipment } from "./testing-order.ts";

afterEach(cleanup);

// Intl output may use narrow no-break spaces.
const plain = (s: string | null | undefined) => (s ?? "").replace(/[\u00a0\u202f]/g, " ");

function setup(
  options: {
    locale?: "en" | "ar";
    trackOrder?: PortalApiClient["trackOrder"];
    params?: Record<string, string>;
    meta?: Parameters<typeof fixtureTheme>[1];
    manifest?: Parameters<typeof renderRoute>[0]["manifest"];
  } = {},
) {
  const trackOrder = vi.fn<PortalApiClient["trackOrder"]>(options.trackOrder ?? (async () => ({ ok: true, data: fixtureOrder() })));
  const state = fixtureState({
    screen: "my-orders",
    path: "/my-order",
    params: options.params ?? { order_id: "DS-240130" },
    locale: options.locale ?? "en",
    ...(options.meta ? { theme: fixtureTheme({}, options.meta) } : {}),
  });
  const rendered = renderRoute({ Screen: MyOrdersScreen, state, api: fakeApi({ trackOrder }), ...(options.manifest ? { manifest: options.manifest } : {}) });
  return { trackOrder, rendered };
}

describe("order rows (core's button per shipment)", () => {
  test("code 23 dropped; feedback, details, concern and labels with their links", () => {
    const rows = orderShipmentRows(fixtureOrder(), { now: new Date(FIXTURE_NOW), routePrefix: "/ar", params: { security_key: "k" } });
    expect(rows.map((r) => [r.button, r.href])).toEqual([
      ["give-feedback", "/ar/tracking?waybill=DEMO-DLV-008-SPLIT&cp_id=2&security_key=k#rating"],
      ["view-details", "/ar/tracking?waybill=DEMO-TRN-005&cp_id=2&security_key=k"],
      ["raise-concern", "/ar/issue?waybill=DEMO-FLD-007&cp_id=2&security_key=k"],
      ["view-details", "/ar/tracking?waybill=DEMO-DLV-008-OLD&cp_id=2&security_key=k"],
      ["shipping-soon", undefined],
    ]);
  });

  test("a shipment's own key (a proven order on a key-checking brand) replaces the link's key", () => {
    const order = fixtureOrder([fixtureShipment({ security_key: "own" }), fixtureShipment({ waybill: "DEMO-FLD-007", latest_status: null })]);
    const rows = orderShipmentRows(order, { now: new Date(FIXTURE_NOW), routePrefix: "", params: { order_id: "DS-240130", mobile: "9800000000" } });
    expect(rows.map((r) => r.href)).toEqual(["/tracking?waybill=DEMO-TRN-005&cp_id=2&security_key=own", "/tracking?waybill=DEMO-FLD-007&cp_id=2"]);
  });
});

describe("a return pickup in an order", () => {
  const pickup = (code: number) =>
    fixtureShipment({
      waybill: "DEMO-RVP-025",
      is_rvp: true,
      latest_status: { code, status: "", description: "", location: "Pune", remark: "", timestamp: FIXTURE_NOW },
    });

  test("is read with reverse codes and links to its own (reverse) timeline, never 'Order placed'", async () => {
    const rows = orderShipmentRows(fixtureOrder([pickup(25), pickup(3)]), { now: new Date(FIXTURE_NOW), routePrefix: "", params: {} });
    expect(rows.map((r) => [r.stage, r.button, r.href])).toEqual([
      [{ direction: "pickup", stage: "out-for-pickup" }, "view-details", "/reverse?waybill=DEMO-RVP-025&cp_id=2"],
      [{ direction: "pickup", stage: "failed" }, "raise-concern", "/reverse?waybill=DEMO-RVP-025&cp_id=2"],
    ]);
    setup({ trackOrder: async () => ({ ok: true, data: fixtureOrder([pickup(25)]) }) });
    const card = (await screen.findByRole("heading", { name: "Return pickup 1 of 1" })).closest("article") as HTMLElement;
    expect(within(card).queryByText("Order placed")).toBeNull();
    expect(within(card).getByText("Out for pickup")).toBeTruthy();
  });
});

describe("My orders", () => {
  test("a brand that shows order numbers without its store prefix lists the same word and number (threadline, issue 33 item 16)", async () => {
    setup({
      trackOrder: async () => ({ ok: true, data: { ...fixtureOrder(), order_id: "TL-311101" } }),
      manifest: { labels: { orderId: "order-number" }, orderIdTrim: { prefix: "TL-" } },
    });
    const term = await screen.findByText("Order number");
    expect(term.tagName).toBe("DT");
    expect(term.nextElementSibling?.textContent).toBe("311101");
    expect(screen.queryByText("Order ID")).toBeNull();
  });

  test("order date, total in the order's currency, payment, and every listed shipment", async () => {
    const { trackOrder } = setup();
    expect(await screen.findByRole("heading", { name: "Shipments (5)" })).toBeTruthy();
    expect(trackOrder).toHaveBeenCalledWith({ order_id: "DS-240130", security_key: undefined });
    expect(plain(screen.getByText(/4,397/).textContent)).toBe("₹4,397.00");
    expect(screen.getByText("Cash on delivery")).toBeTruthy();
    expect(screen.getByText("17 Nov 2026")).toBeTruthy();
    expect(screen.queryByText("DEMO-EXP-023")).toBeNull();
    const cards = screen.getAllByRole("article");
    expect(cards.map((c) => c.getAttribute("data-button"))).toEqual(["give-feedback", "view-details", "raise-concern", "view-details", "shipping-soon"]);
    expect(within(cards[0]!).getByText("Stainless Steel Water Bottle, 1 L")).toBeTruthy();
    expect(within(cards[0]!).getByText("Delivered")).toBeTruthy();
  });

  test("each action is a link named by its button and described by its shipment", async () => {
    setup();
    const feedback = await screen.findByRole("link", { name: "Give delivery feedback" });
    expect(feedback.getAttribute("href")).toBe("/tracking?waybill=DEMO-DLV-008-SPLIT&cp_id=2#rating");
    expect(document.getElementById(feedback.getAttribute("aria-describedby")!)?.textContent).toBe("Shipment 1 of 5");
    expect(screen.getByRole("link", { name: "Raise a concern" }).getAttribute("href")).toBe("/issue?waybill=DEMO-FLD-007&cp_id=2");
    expect(screen.getAllByRole("link", { name: "View details" })).toHaveLength(2);
    const pending = screen.getAllByRole("article")[4]!;
    expect(within(pending).queryByRole("link")).toBeNull();
    expect(within(pending).getAllByText("Shipping soon")).toHaveLength(1);
  });

  test("Arabic: dates and money in Arabic with Latin digits", async () => {
    setup({ locale: "ar" });
    await screen.findByRole("heading", { name: "Shipments (5)" });
    const total = screen.getByText(/4,397/).textContent ?? "";
    expect(total).toContain("4,397.00");
    expect(total).not.toMatch(/[٠-٩]/);
    const orderDate = document.querySelector(`time[datetime="${fixtureOrder().order_date}"]`);
    expect(orderDate?.textContent).toMatch(/^17\u200f?\/11\u200f?\/2026$/);
  });

  test("an unknown order: the product rules' not-shipped message", async () => {
    setup({ trackOrder: async () => ({ ok: false, error: { kind: "api", status: 400, message: "no" } }) });
    expect((await screen.findByRole("alert")).textContent).toMatch(/has not been shown shipped yet/);
  });

  test("a network failure can be retried", async () => {
    const answers = [
      { ok: false as const, error: { kind: "network" as const, message: "offline" } },
      { ok: true as const, data: fixtureOrder() },
    ];
    const { trackOrder } = setup({ trackOrder: async () => answers.shift()! });
    fireEvent.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Shipments (5)" })).toBeTruthy();
    expect(trackOrder).toHaveBeenCalledTimes(2);
  });

  test("a failure offers the brand's phone, email and WhatsApp, not only 'Something went wrong'", async () => {
    await setup({
      trackOrder: async () => ({ ok: false, error: { kind: "network", message: "offline" } }),
      meta: { contact: "+91 80 4567 8901", email: "care@demo.example", whatsapp: "+91 98450 12345" },
    }).rendered;
    await screen.findByRole("button", { name: "Try again" });
    expect(screen.getByRole("link", { name: "+91 80 4567 8901" }).getAttribute("href")).toBe("tel:+918045678901");
    expect(screen.getByRole("link", { name: "care@demo.example" }).getAttribute("href")).toBe("mailto:care@demo.example");
    expect(screen.getByRole("link", { name: "+91 98450 12345" }).getAttribute("href")).toBe("https://wa.me/919845012345");
  });

  test("no order id in the link", async () => {
    await setup({ params: {} }).rendered;
    expect(screen.getByText("Open this page from your order link to see your order.")).toBeTruthy();
  });
});
