import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import type { PortalApiClient, PostalAddress } from "@portal/core/api";
import { ReturnFlowProvider } from "@portal/ui/returns";
import { fakeApi, fixtureState } from "../../testing/portal-fixture.tsx";
import { renderScreen } from "../../testing/render-screen.tsx";
import { AddressForm } from "./AddressForm.tsx";
import { FlowFactsContext, type FlowFacts } from "./flow-context.ts";

afterEach(cleanup);

const EMPTY: PostalAddress = { name: "", phone: "", email: "", address: "", pincode: "", city: "", state: "", country: "" };

function setup(country: string) {
  const onSave = vi.fn<(address: PostalAddress) => void>();
  const checkPincodeServiceability = vi.fn<PortalApiClient["checkPincodeServiceability"]>(async () => ({
    ok: true,
    data: { pincode_serviceable: true, pincode_data: { pincode: "411001", city: "Pune", state: "Maharashtra", country: "IN" } },
  }));
  // Only what the address form reads: the brand's country and the order's shipment (for Fetch).
  const facts = { country, selfShipOffered: false, data: { order: { shipment_uuid: "u-1" } } } as unknown as FlowFacts;
  renderScreen(
    <FlowFactsContext.Provider value={facts}>
      <ReturnFlowProvider config={{ init: { products: [] }, addresses: [], storageKey: `test:${country}` }}>
        <AddressForm initial={EMPTY} onSave={onSave} />
      </ReturnFlowProvider>
    </FlowFactsContext.Provider>,
    { state: fixtureState(), api: fakeApi({ checkPincodeServiceability }) },
  );
  return { onSave, checkPincodeServiceability };
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole("button", { name: "Save address" }));
const fieldErrors = () => [...document.querySelectorAll(".portal-field-error")].map((p) => p.textContent);

// product rules §9 per country, through core's country fields: what the form shows and accepts.
describe("the return pickup address form per country", () => {
  test("India: +91 and a 6-digit pincode with Fetch; an AE mobile and a ZIP are refused, then a valid address is saved", async () => {
    const { onSave } = setup("IN");
    expect(screen.getByText("+91")).toBeTruthy();
    expect(screen.getByText("10 digits, without +91 or a leading 0.")).toBeTruthy();
    expect(screen.getByLabelText("Pincode").getAttribute("placeholder")).toBe("411001");
    expect(screen.getByText("6 digits")).toBeTruthy();
    fill("Name", "Asha Rao");
    fill("Phone", "512345678");
    fill("Address", "Flat 402, Lotus Residency, North Main Road");
    fill("Pincode", "94110");
    save();
    expect(fieldErrors()).toEqual(["Please enter a 10 digit valid phone number.", "Please enter 6 digit pincode.", "Please correct the marked fields."]);
    fill("Phone", "+91 98450 12345");
    fill("Pincode", "411001");
    fireEvent.click(screen.getByRole("button", { name: "Fetch" }));
    await vi.waitFor(() => expect((screen.getByLabelText("City") as HTMLInputElement).value).toBe("Pune"));
    save();
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ phone: "9845012345", pincode: "411001", city: "Pune", state: "Maharashtra" });
  });

  test("UAE: +971, an emirate from the list and no pincode; an Indian number is refused", () => {
    const { onSave } = setup("AE");
    expect(screen.getByText("+971")).toBeTruthy();
    expect(screen.getByText("9 digits starting with 5, without +971 or a leading 0.")).toBeTruthy();
    expect(screen.queryByLabelText("Pincode")).toBeNull();
    expect(screen.queryByLabelText("State")).toBeNull();
    fill("Name", "Layla Haddad");
    fill("Phone", "9845012345");
    fill("Address", "Apartment 1204, Marina Crest Tower");
    save();
    expect(fieldErrors()).toEqual(["Please enter a 9 digit mobile number starting with 5.", "Please choose an emirate.", "Please correct the marked fields."]);
    fill("Phone", "050 123 4567");
    fireEvent.change(screen.getByRole("combobox", { name: "Emirate" }), { target: { value: "Dubai" } });
    save();
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ phone: "501234567", pincode: "", city: "Dubai" });
  });

  test("US: +1 and a 5-digit ZIP without Fetch; a pincode and a missing city are refused", () => {
    const { onSave } = setup("US");
    expect(screen.getByText("+1")).toBeTruthy();
    expect(screen.getByLabelText("ZIP code").getAttribute("placeholder")).toBe("94103");
    expect(screen.queryByRole("button", { name: "Fetch" })).toBeNull();
    fill("Name", "Jordan Ellis");
    fill("Phone", "(415) 555-0134");
    fill("Address", "1450 Valencia Street, Apt 3");
    fill("ZIP code", "411001");
    save();
    expect(fieldErrors()).toEqual(["Please enter a 5 digit ZIP code.", "Please enter the city.", "Please correct the marked fields."]);
    fill("ZIP code", "94110");
    fill("City", "San Francisco");
    save();
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ phone: "4155550134", pincode: "94110", city: "San Francisco" });
  });
});
