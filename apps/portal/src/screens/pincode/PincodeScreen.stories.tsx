// Stories of the pincode page: type a pincode and check (411001 is serviceable, 744101 not).
import type { PincodeServiceabilityQuery } from "@portal/core/api";
import { fakeApi, fixtureTheme, slowly, StoryPortal } from "../../testing/portal-fixture.tsx";
import { PincodeView } from "./PincodeScreen.tsx";

const api = fakeApi({
  checkPincodeServiceability: (query: PincodeServiceabilityQuery) =>
    slowly(800, {
      ok: true as const,
      data:
        query.pickup_pincode === "744101"
          ? { pincode_serviceable: false, pincode_data: { pincode: "744101", city: "Port Blair", state: "Andaman & Nicobar Islands", country: "IN" } }
          : { pincode_serviceable: true, pincode_data: { pincode: query.pickup_pincode, city: "Pune", state: "Maharashtra", country: "IN" } },
    }),
  checkPincode: () => slowly(800, { ok: true as const, data: { serviceable: true, city: "Pune", state: "Maharashtra" } }),
});

function Screen({ shipmentId }: { shipmentId?: string }) {
  return (
    <StoryPortal options={{ screen: "pincode", path: "/pincode", theme: fixtureTheme({ pincode_page_enabled: true }) }} api={api}>
      <PincodeView api={api} shipmentId={shipmentId} />
    </StoryPortal>
  );
}

export default {
  title: "Portal/Pincode serviceability",
  component: Screen,
  args: { shipmentId: "3f0c9a52-demo" },
};

/** The story renders after the language catalog loads (Suspense): wait for the field. */
async function field(canvas: HTMLElement): Promise<HTMLInputElement | null> {
  for (let tries = 0; tries < 50; tries += 1) {
    const input = canvas.querySelector<HTMLInputElement>('input[name="pickup_pincode"]');
    if (input) return input;
    await new Promise((r) => setTimeout(r, 100));
  }
  return null;
}

/** Types into the pincode field as a shopper would (React listens to input events) and checks. */
const checkPincode =
  (pincode: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const input = await field(canvasElement);
    if (!input) return;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, pincode);
    input.dispatchEvent(new Event("input", { bubbles: true }));
    canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
  };

export const WithShipment = { name: "With the link's shipment id" };
export const Serviceable = { name: "Result: serviceable", play: checkPincode("411001") };
export const NotServiceable = { name: "Result: not serviceable", play: checkPincode("744101") };
export const InvalidPincode = { name: "Result: not 6 digits", play: checkPincode("4110") };
export const WithoutShipment = { name: "Brand-wide check (no shipment id)", args: { shipmentId: undefined } };
