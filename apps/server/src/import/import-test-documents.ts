import type { ImportDocumentInput } from "@portal/core/import";

/** A small document for acme: a brand with its theme and one forward shipment with three scans. */
export function acmeDocument(overrides: { waybill?: string; scans?: number } = {}): ImportDocumentInput {
  const scans = [
    { code: 1, status: "Order Placed", description: "Order placed", location: "Pune", timestamp: "2026-11-18T09:00:00Z" },
    { code: 4, status: "Dispatched", description: "Left the warehouse", location: "Bhiwandi", timestamp: "2026-11-19T10:00:00+05:30" },
    { code: 5, status: "In Transit", description: "Reached the hub", location: "Nagpur", timestamp: "2026-11-20T08:00:00Z" },
    { code: 6, status: "Out for Delivery", description: "Out for delivery", location: "Pune", timestamp: "2026-11-21T06:00:00Z" },
  ].slice(0, overrides.scans ?? 3);
  return {
    version: 1,
    brands: [
      {
        subdomain: "acme",
        enterprise: "Acme Retail",
        theme: { name: "Acme", tokens: { primary: "#123456" }, config: { currency: "USD" }, meta_data: { website: "https://acme.example" } },
      },
    ],
    shipments: [
      {
        brand: "acme",
        waybill: overrides.waybill ?? "ACME-1001",
        security_key: "K-1001",
        order_id: "A-1001",
        order_type: "COD",
        reference_number: "REF-1001",
        cp_id: 7,
        cp_name: "Swift Couriers",
        logo_url: "https://cdn.acme.example/swift.png",
        account_code: "SWC",
        config: { order_date: "2026-11-17T15:30:00Z", ship_date: "2026-11-18T12:00:00Z" },
        customer_info: { name: "Ananya Rao", phone: "9845012345", address: "14 Koregaon Park Road", pincode: "411001" },
        additional: { order_detail: [{ title: "Water Bottle", sku: "BTL-1", image_url: "https://cdn.acme.example/btl.png", quantity: 2, price: 6.99 }] },
        edd: "2026-11-22",
        scans,
      },
    ],
  };
}
