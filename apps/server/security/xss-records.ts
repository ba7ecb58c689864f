import type { ImportDocumentInput } from "@portal/core/import";

/** The shopper's mobile on every payload order: the return flow's second factor. */
export const PAYLOAD_MOBILE = "9876543210";

export const payloadBrand = (batch: number) => `xss-${batch}`;
export const payloadWaybill = (batch: number) => `XSS-${batch}`;
export const payloadOrderId = (batch: number) => `XSSO-${batch}`;
/** A delivered shipment of the same order, so a rating comment can be given and shown. */
export const deliveredWaybill = (batch: number) => `XSSD-${batch}`;

/**
 * One brand per batch whose every stored free-text field holds the batch's payloads: theme
 * (name, banners, contact details, logo URL), return reasons and sub reasons, courier name,
 * scans, the shopper's name, address and email, products, and the return order's items and
 * addresses. Written through the operator's import, as a brand's data arrives.
 */
export function payloadDocument(batches: readonly (readonly string[])[], now: Date): ImportDocumentInput {
  const text = (batch: readonly string[]) => batch.join(" ");
  const html = (batch: readonly string[]) => batch.map((p) => `<p>${p}</p>`).join("");
  return {
    version: 1,
    brands: batches.map((batch, b) => ({
      subdomain: payloadBrand(b),
      enterprise: text(batch),
      theme: {
        name: text(batch),
        logo: batch[0],
        config: {
          forward_page_message_enabled: true,
          forward_page_message: html(batch),
          return_page_message_enabled: true,
          return_page_message: html(batch),
          survey_url: batch[1],
        },
        meta_data: {
          website: batch[0],
          email: text(batch),
          contact: text(batch),
          whatsapp: batch[2],
          social: { fb: batch[3], tw: batch[4], ig: batch[5], yt: batch[6] },
          udf: batch.map((value) => ({ value })),
        },
      },
      return_reasons: batch.map((name, i) => ({ id: i + 1, name, imageQuantity: 0 })),
      return_reasons_with_sub_reasons: batch.map((reason_name, i) => ({
        id: 200 + i,
        reason_name,
        imageQuantity: 0,
        sub_reasons: batch.map((name, j) => ({ id: (i + 1) * 1000 + j, name })),
      })),
      exchange_instructions: html(batch),
    })),
    shipments: batches.flatMap((batch, b) => {
      // Scans an hour apart up to an hour ago; the last one failed delivery (the issue form is
      // offered) or delivered (the rating is open).
      const scans = (last: { code: number; reason_code?: number }) =>
        batch.map((p, i) => ({
          ...(i === batch.length - 1 ? last : { code: i === 0 ? 1 : 5 }),
          status: p,
          description: p,
          location: p,
          remark: p,
          timestamp: new Date(now.getTime() - (batch.length - i) * 3_600_000).toISOString(),
        }));
      const shipment = {
        brand: payloadBrand(b),
        order_id: payloadOrderId(b),
        order_type: "COD",
        reference_number: batch[0],
        cp_id: 1,
        cp_name: text(batch),
        logo_url: batch[1],
        config: { order_date: "2026-11-17T15:30:00Z", ship_date: "2026-11-18T12:00:00Z" },
        customer_info: { name: text(batch), phone: PAYLOAD_MOBILE, address: text(batch), pincode: batch[2] },
        additional: { order_detail: batch.map((title, i) => ({ title, sku: `SKU-${i}`, image_url: batch[(i + 1) % batch.length], quantity: 1, price: 10 })) },
      };
      return [
        { ...shipment, waybill: payloadWaybill(b), scans: scans({ code: 7, reason_code: 1 }) },
        { ...shipment, waybill: deliveredWaybill(b), scans: scans({ code: 8 }) },
      ];
    }),
    return_orders: batches.map((batch, b) => ({
      brand: payloadBrand(b),
      awb: payloadWaybill(b),
      order_id: payloadOrderId(b),
      order_type: "PREPAID",
      item_info: batch.map((title, i) => ({ id: 1000 + i, title, sku: title, image_url: batch[(i + 2) % batch.length], price: 10, eligible_quantity_can_be_return: 1 })),
      addresses: [{ name: text(batch), phone: PAYLOAD_MOBILE, email: batch[0], address: text(batch), pincode: "411001", city: batch[1], state: batch[2], country: batch[3] }],
      shipments: [{ awb: payloadWaybill(b), item_ids: batch.map((_, i) => 1000 + i) }],
    })),
  };
}
