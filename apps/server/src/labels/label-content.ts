import type { Theme } from "@portal/core/theme";
import type { Brand, ShipmentDetail } from "@portal/db/repositories/records";

/** One side of a label: who, where, and how to reach them. */
export interface LabelParty {
  name: string;
  /** Address lines, already split (street, city/state/pincode, country). */
  lines: string[];
  phone: string | null;
}

/** Everything printed on a shipping label. */
export interface LabelContent {
  brandName: string;
  courierName: string;
  waybill: string;
  orderId: string;
  /** A return (reverse pickup) goes from the shopper to the brand. */
  direction: "forward" | "return";
  from: LabelParty;
  to: LabelParty;
  /** Cash to collect on delivery ("COD"), or null when prepaid. */
  paymentNote: string | null;
  printedAt: Date;
}

/**
 * What the label of a shipment says. The brand's side uses what the portal knows of the
 * brand (name, and the theme's contact details); the shopper's side is the order's customer.
 */
export function labelContentOf(detail: ShipmentDetail, brand: Brand, theme: Theme | undefined, printedAt: Date): LabelContent {
  const { customer } = detail.order;
  const shopper: LabelParty = {
    name: customer.name,
    lines: [customer.address, joinPresent([customer.city, customer.state, customer.pincode]), customer.country].filter(isPresent),
    phone: customer.phone,
  };
  const meta = theme?.meta_data ?? {};
  const merchant: LabelParty = {
    name: brand.name,
    lines: [meta.website, meta.email].filter(isPresent),
    phone: meta.contact ?? null,
  };
  const direction = detail.shipment.isReverse ? "return" : "forward";
  return {
    brandName: brand.name,
    courierName: detail.courier?.name ?? "Courier",
    waybill: detail.shipment.waybill ?? "",
    orderId: detail.order.orderId,
    direction,
    from: direction === "forward" ? merchant : shopper,
    to: direction === "forward" ? shopper : merchant,
    paymentNote: direction === "forward" && detail.shipment.orderType.toUpperCase() === "COD" ? "COD" : null,
    printedAt,
  };
}

function isPresent(value: string | null | undefined): value is string {
  return typeof value === "string" && value.trim() !== "";
}

function joinPresent(parts: Array<string | null>): string | null {
  const present = parts.filter(isPresent);
  return present.length > 0 ? present.join(", ") : null;
}
