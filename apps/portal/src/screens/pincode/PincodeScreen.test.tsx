import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import type { PortalApiClient } from "@portal/core/api";
import { fakeApi, fixtureState, fixtureTheme } from "../../testing/portal-fixture.tsx";
import { renderScreen } from "../../testing/render-screen.tsx";
import { PincodeView } from "./PincodeScreen.tsx";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

type Serviceability = PortalApiClient["checkPincodeServiceability"];

function setup(options: { shipmentId?: string; serviceability?: Serviceability; check?: PortalApiClient["checkPincode"]; locale?: "en" | "ar" } = {}) {
  const checkPincodeServiceability = vi.fn<Serviceability>(
    options.serviceability ??
      (async () => ({ ok: true, data: { pincode_serviceable: true, pincode_data: { pincode: "411001", city: "Pune", state: "Maharashtra", country: "IN" } } })),
  );
  const checkPincode = vi.fn<PortalApiClient["checkPincode"]>(
    options.check ?? (async () => ({ ok: true, data: { serviceable: false, city: "Port Blair", state: "Andaman & Nicobar Islands" } })),
  );
  const api = fakeApi({ checkPincodeServiceability, checkPincode });
  const state = fixtureState({ screen: "pincode", path: "/pincode", theme: fixtureTheme({ pincode_page_enabled: true }), locale: options.locale ?? "en" });
  renderScreen(<PincodeView api={api} shipmentId={options.shipmentId} />, { state, api });
  return { checkPincodeServiceability, checkPincode };
}

const enter = (value: string) => fireEvent.change(screen.getByRole("textbox", { name: "Pickup pincode" }), { target: { value } });
const check = async () => act(async () => fireEvent.click(screen.getByRole("button", { name: "Check pincode" })));

describe("pincode serviceability", () => {
  test("not 6 digits: core's exact message, announced and tied to the field", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const { checkPincodeServiceability } = setup({ shipmentId: "uuid-1" });
    enter("4110");
    fireEvent.click(screen.getByRole("button", { name: "Check pincode" }));
    const error = screen.getByText("Please enter 6 digit pincode.");
    const input = screen.getByRole("textbox", { name: "Pickup pincode" });
    expect(error.getAttribute("role")).toBe("alert");
    expect(input.getAttribute("aria-describedby")).toContain(error.id);
    act(() => vi.runAllTimers());
    expect(document.activeElement).toBe(input);
    expect(checkPincodeServiceability).not.toHaveBeenCalled();
  });

  test("with the link's shipment id: serviceable, with the place", async () => {
    const { checkPincodeServiceability } = setup({ shipmentId: "uuid-1" });
    enter("411001");
    await check();
    expect(checkPincodeServiceability).toHaveBeenCalledWith({ shipment_uuid: "uuid-1", pickup_pincode: "411001" });
    expect(screen.getByText("Pickup is available at 411001 (Pune, Maharashtra).").getAttribute("role")).toBe("status");
  });

  test("not serviceable: the product rules' message", async () => {
    setup({ shipmentId: "uuid-1", serviceability: async () => ({ ok: true, data: { pincode_serviceable: false, pincode_data: null } }) });
    enter("744101");
    await check();
    expect(screen.getByText("Pincode is not serviceable, please ship order to us.")).toBeTruthy();
  });

  test("without a shipment id: the brand-wide pincode check", async () => {
    const { checkPincode, checkPincodeServiceability } = setup();
    enter("744101");
    await check();
    expect(checkPincode).toHaveBeenCalledWith({ pincode: "744101" });
    expect(checkPincodeServiceability).not.toHaveBeenCalled();
    expect(screen.getByText("Pincode is not serviceable, please ship order to us.")).toBeTruthy();
  });

  test("checks once however often it is clicked, with progress", async () => {
    let finish!: (v: Awaited<ReturnType<Serviceability>>) => void;
    const { checkPincodeServiceability } = setup({ shipmentId: "uuid-1", serviceability: () => new Promise((r) => (finish = r)) });
    enter("411001");
    const button = screen.getByRole("button", { name: "Check pincode" });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(checkPincodeServiceability).toHaveBeenCalledOnce();
    expect(screen.getByRole("button", { name: "Checking…" }).getAttribute("aria-disabled")).toBe("true");
    expect(screen.getByText("Please wait, we are still working on your last request.")).toBeTruthy();
    await act(async () => finish({ ok: true, data: { pincode_serviceable: true, pincode_data: null } }));
    expect(screen.getByText("Pickup is available at 411001.")).toBeTruthy();
  });

  test("a failed call says so", async () => {
    setup({ shipmentId: "uuid-1", serviceability: async () => ({ ok: false, error: { kind: "network", message: "offline" } }) });
    enter("411001");
    await check();
    expect(screen.getByText("Something went wrong. Please try again.")).toBeTruthy();
  });
});
