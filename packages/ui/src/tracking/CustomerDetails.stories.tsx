// Customer details as the security check allows (spec section 6): in full with a valid key,
// masked by the server otherwise, with the hint to open the shopper's own link.
import type { ComponentType } from "react";
import { CustomerDetails } from "./CustomerDetails.tsx";
import { MASKED_SAMPLE_CUSTOMER, SAMPLE_CUSTOMER } from "./testing/tracking-fixtures.ts";

export default {
  title: "UI/Tracking/Customer details",
  component: CustomerDetails,
  decorators: [
    (Story: ComponentType) => (
      <div style={{ padding: "1.5rem", maxInlineSize: "32rem" }}>
        <Story />
      </div>
    ),
  ],
};

export const Full = { name: "Full (valid key)", args: { customer: SAMPLE_CUSTOMER, masked: false } };
export const Masked = { name: "Masked (no or wrong key)", args: { customer: MASKED_SAMPLE_CUSTOMER, masked: true } };
export const MaskedArabic = { name: "Masked, Arabic", args: { customer: MASKED_SAMPLE_CUSTOMER, masked: true }, globals: { locale: "ar" } };
