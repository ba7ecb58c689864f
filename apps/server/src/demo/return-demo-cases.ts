import type { DemoBrand } from "../seed/demo-brands.ts";
import { demoShipmentsOf, type DemoCase } from "../seed/demo-cases.ts";
import { demoReturnId } from "../seed/extensions/returns-seed.ts";

/** A status page per stage of the returns desk (docs/returns-lifecycle.md), each a seeded request (see returns-seed.ts). */
const STATUS_CASES: ReadonlyArray<{ label: string; tag: string; path: "/en/returns/status" | "/en/return-exchange/status" }> = [
  { label: "Return status: placed", tag: "TRN-005-SPLIT", path: "/en/returns/status" },
  { label: "Return status: approved", tag: "RVP-NPR-001", path: "/en/returns/status" },
  { label: "Return status: pickup scheduled", tag: "DLV-008-OLD", path: "/en/returns/status" },
  { label: "Return status: label issued", tag: "RVP-NPR-002", path: "/en/returns/status" },
  { label: "Return status: picked up", tag: "RVP-004", path: "/en/returns/status" },
  { label: "Return status: received at warehouse", tag: "RVP-008", path: "/en/returns/status" },
  { label: "Return status: inspected", tag: "RVP-NPR-003", path: "/en/returns/status" },
  { label: "Return status: refunded", tag: "RVP-NPR-004", path: "/en/returns/status" },
  { label: "Return status: rejected", tag: "DLV-032", path: "/en/returns/status" },
  { label: "Return status: cancelled", tag: "RVP-010", path: "/en/returns/status" },
  { label: "Return status: pickup failed", tag: "RVP-003", path: "/en/returns/status" },
  { label: "Exchange status: new size beside the returned item", tag: "DLV-008-PAIR", path: "/en/return-exchange/status" },
  { label: "Exchange status: exchanged, with the new shipment", tag: "RVP-NPR-005", path: "/en/return-exchange/status" },
];

/**
 * The return and exchange cases of one demo brand for `/__demo`: how a shopper gets in
 * (login-free link, login with the credentials shown, security-key link, order-id link for
 * return_authorization_id 5), the brand's return rules (COD with bank capture, quantity lock,
 * AE, US self-ship), an order with earlier returns, an exchange, and a status page per timeline.
 */
export function returnCasesOfBrand(brand: DemoBrand): DemoCase[] {
  const shipments = demoShipmentsOf(brand);
  const shipment = (tag: string) => shipments.find((s) => s.tag === tag);
  const orderOf = (tag: string) => shipment(tag)?.order;
  const recent = shipment("DLV-008");
  const recentOrder = orderOf("DLV-008");
  if (recent?.waybill == null || recentOrder === undefined) return [];

  const meta = brand.theme.meta_data ?? {};
  const config = brand.theme.config ?? {};
  const phone = recentOrder.customer_phone ?? "";
  const linkOf = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query)}`;
  const keyLink = (tag: string, path = "/en/returns") => {
    const s = shipment(tag);
    return s?.waybill && s.securityKey ? linkOf(path, { waybill: s.waybill, security_key: s.securityKey }) : null;
  };
  const cases: Array<{ case: string; path: string | null; tag: string }> = [];
  const add = (label: string, path: string | null, tag = "DLV-008") => cases.push({ case: label, path, tag });

  if (meta.required_login === true) {
    add(`Return after login: username ${recentOrder.order_id}, password ${phone}`, "/en/returns");
    add(`Return after login in Arabic: username ${recentOrder.order_id}, password ${phone}`, "/ar/returns");
  } else {
    add("Return, login-free brand: link with order id and mobile", linkOf("/en/returns", { order_id: recentOrder.order_id, mobile: phone }));
  }
  add("Return from a security-key link", keyLink("DLV-008"));
  if (brand.theme.return_authorization_id === 5) {
    add(
      "return_authorization_id 5: link by order id and email",
      linkOf("/en/returns", { order_id: recentOrder.order_id, email: recentOrder.customer_email ?? "" }),
    );
  }
  const codTag = ["DLV-008", "DLV-032", "DLV-008-SPLIT", "DLV-008-PAIR"].find((tag) => orderOf(tag)?.payment_method === "COD");
  if (config.capture_bank_detail === true && codTag) add("COD order: refund needs bank details", keyLink(codTag), codTag);
  if (config.quantity_lock === true) add("Quantity lock: the whole eligible quantity returns", keyLink("DLV-008"));
  if (brand.country === "AE") add("AE: emirates, +971 phone, no pincode", keyLink("DLV-008"));
  if (brand.country === "US") add("US: self-ship with drop-off instructions", keyLink("DLV-008"));
  add("Order with earlier returns", keyLink("DLV-008-OLD"), "DLV-008-OLD");
  add("Exchange to another size (one size sold out)", keyLink("DLV-008", "/en/return-exchange"));
  for (const status of STATUS_CASES) add(status.label, linkOf(status.path, { return_id: demoReturnId(brand, status.tag) }), status.tag);

  return cases.flatMap(({ case: label, path, tag }) => {
    const s = shipment(tag);
    return path === null || s === undefined ? [] : [{ case: label, brand: brand.subdomain, waybill: s.waybill, orderId: s.order.order_id, path }];
  });
}
