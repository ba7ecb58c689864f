// Who the shipment goes to, as track-order sends it (with the security check on, only to a
// link with the valid key; without it the page is the not-found one, docs/security.md).
import type { ComponentType } from "react";
import { CustomerDetails } from "./CustomerDetails.tsx";
import { SAMPLE_CUSTOMER } from "../testing/tracking-fixtures.ts";

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

export const Full = { name: "Full", args: { customer: SAMPLE_CUSTOMER } };
export const FullArabic = { name: "Full, Arabic", args: { customer: SAMPLE_CUSTOMER }, globals: { locale: "ar" } };
