// Customer details as the security check allows (spec section 6): in full with a valid key;
// otherwise the server sends none (docs/security.md) and the card only gives the hint to
// open the shopper's own link.
import type { ComponentType } from "react";
import { CustomerDetails } from "./CustomerDetails.tsx";
import { SAMPLE_CUSTOMER } from "../testing/tracking-fixtures.ts";

const NOTHING_SENT = { name: "", phone: "", address: "", pincode: "" };

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
export const Masked = { name: "Hidden (no or wrong key)", args: { customer: NOTHING_SENT, masked: true } };
export const MaskedArabic = { name: "Hidden, Arabic", args: { customer: NOTHING_SENT, masked: true }, globals: { locale: "ar" } };
