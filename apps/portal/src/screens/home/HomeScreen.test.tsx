import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { apiOk } from "@portal/core/api";
import { defineBrandManifest } from "@portal/core/brand";
import { defineBrand } from "@portal/ui";
import { fakeApi, renderPortalPage } from "../../testing/render-portal-page.tsx";
import { entryOf, orderOf, shipmentOf } from "../../testing/tracking-answers.ts";

afterEach(cleanup);

const input = () => screen.getByRole("textbox");
const submit = () => fireEvent.click(screen.getByRole("button", { name: "View Tracking" }));

describe("home search", () => {
  test("a plain GET form to the tracking page, so it works before the script loads", async () => {
    const { container } = await renderPortalPage("/ar");
    const form = container.querySelector("form");
    expect(form?.getAttribute("method")).toBe("get");
    expect(form?.getAttribute("action")).toBe("/ar/tracking");
    expect(input().getAttribute("name")).toBe("waybill");
    fireEvent.click(screen.getByRole("radio", { name: "Order ID/No" }));
    expect(screen.getByRole("textbox", { name: "Order ID/No" }).getAttribute("name")).toBe("order_id");
  });

  test("a brand that calls its orders 'order numbers' searches by that word (threadline, issue 33 item 16)", async () => {
    const manifest = defineBrandManifest({
      id: "threadline",
      displayName: "T",
      subdomains: [],
      labels: { orderId: "order-number" },
      orderIdTrim: { prefix: "TL-" },
    });
    await renderPortalPage("/", { brand: defineBrand({ manifest, Header: () => null, Footer: () => null }) });
    fireEvent.click(screen.getByRole("radio", { name: "Order number" }));
    expect(screen.getByRole("textbox", { name: "Order number" }).getAttribute("name")).toBe("order_id");
    expect(screen.queryByText("Order ID/No")).toBeNull();
  });

  test("an empty search says what to enter, tied to the field", async () => {
    const { api } = await renderPortalPage("/");
    submit();
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe("Please enter a tracking ID or AWB.");
    expect(input().getAttribute("aria-invalid")).toBe("true");
    expect(input().getAttribute("aria-describedby")).toBe(alert.id);
    fireEvent.click(screen.getByRole("radio", { name: "Order ID/No" }));
    fireEvent.change(input(), { target: { value: "   " } });
    submit();
    expect(screen.getByRole("alert").textContent).toBe("Please enter an order ID or number.");
    expect(api.trackOrder).not.toHaveBeenCalled();
  });

  test("a search opens the tracking page in place", async () => {
    const api = fakeApi();
    api.trackOrder.mockResolvedValue(apiOk({ "DEMO-6": entryOf({ waybill: "DEMO-6", codes: [1, 4, 5, 6] }) }));
    await renderPortalPage("/en", { api });
    fireEvent.change(input(), { target: { value: " DEMO-6 " } });
    await act(async () => submit());
    expect(await screen.findByRole("heading", { level: 1, name: "Out for delivery" })).toBeTruthy();
    // search_by tells the server the view came from the search (docs/insights.md).
    expect(api.trackOrder).toHaveBeenCalledWith({ waybill: "DEMO-6", search_by: "waybill" });
  });

  test("a refresh of the page the server served for a search is no new search (its view was counted)", async () => {
    const api = fakeApi();
    api.trackOrder.mockResolvedValue(apiOk({ "DEMO-6": entryOf({ waybill: "DEMO-6", codes: [1, 4, 5, 6] }) }));
    const page = await renderPortalPage("/en/tracking?search_by=waybill&waybill=DEMO-6", { api });
    expect(await screen.findByRole("heading", { level: 1, name: "Out for delivery" })).toBeTruthy();
    api.trackOrder.mockClear();
    await page.refresh();
    expect(api.trackOrder).toHaveBeenCalledWith({ waybill: "DEMO-6" });
  });

  test("an order id search lists the order's shipments", async () => {
    const api = fakeApi();
    api.trackOrder.mockResolvedValue(apiOk(orderOf([shipmentOf("DEMO-A", [1, 4, 5], "Scarf")])));
    await renderPortalPage("/", { api });
    fireEvent.click(screen.getByRole("radio", { name: "Order ID/No" }));
    fireEvent.change(input(), { target: { value: "DS-240131" } });
    await act(async () => submit());
    expect(await screen.findByRole("heading", { level: 1, name: "Order DS-240131" })).toBeTruthy();
    expect(api.trackOrder).toHaveBeenCalledWith({ order_id: "DS-240131", search_by: "order_id" });
  });

  test("an unknown id lands on the not-shipped message", async () => {
    await renderPortalPage("/");
    fireEvent.change(input(), { target: { value: "NOPE-1" } });
    await act(async () => submit());
    expect((await screen.findByRole("alert")).textContent).toMatch(/has not been shown shipped yet/);
  });
});
