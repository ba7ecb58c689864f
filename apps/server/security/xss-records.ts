import { MAX_IDENTIFIER_LENGTH, type ImportDocumentInput } from "@portal/core/import";
import { PRODUCT_IMAGE_URL_MAX } from "@portal/core/orders";
import type { FieldLedger } from "./xss-fields.ts";

/** The shopper's mobile on every payload order: the return flow's second factor. */
export const PAYLOAD_MOBILE = "9876543210";

export const payloadBrand = (batch: number) => `xss-${batch}`;
export const payloadWaybill = (batch: number) => `XSS-${batch}`;
export const payloadOrderId = (batch: number) => `XSSO-${batch}`;
/** Delivered shipments of the same order, so rating comments can be given and shown (one comment each). */
export const deliveredWaybill = (batch: number, n = 0) => `XSSD-${batch}-${n}`;
/** Failed deliveries whose form asks for an address and landmark (reason 6), one answer each. */
export const addressFormWaybill = (batch: number, n: number) => `XSSA-${batch}-${n}`;
/** Failed deliveries whose form asks for a comment (reason 11), one answer each. */
export const feedbackFormWaybill = (batch: number, n: number) => `XSSC-${batch}-${n}`;

/** Even batches' brands list return reasons in two levels, odd ones in one. */
export const hasSubReasons = (batch: number) => batch % 2 === 0;
/** The id of a reason's sub reason `j`. */
export const subReasonId = (reasonId: number, j: number) => reasonId * 1000 + j;

/** Rating comments, feed addresses and feed comments are spread over this many shipments per batch. */
export const ANSWER_RECORDS = 2;
/** Return requests per batch: each holds a third of the order's items and one pickup address (and costs a status page load). */
export const RETURN_REQUESTS = 3;

/** Comments in English may only use a limited set of characters (core's ENGLISH_COMMENT_PATTERN): a lead word in Arabic makes any character allowed, the path under test. */
const OTHER_SCRIPT_LEAD = "رأيي:";

/** One return request of a batch: which items, each line's comment, and the pickup address. */
export interface PlannedReturn {
  lines: Array<{ itemId: number; comment: string }>;
  address: { name: string; address: string; city: string; state: string };
}

/** What a shopper sends for one batch through the API: rating comments, failed-delivery answers, return requests. */
export interface ShopperAnswers {
  ratingComments: string[];
  /** Preferred time on the first failed delivery (reason 1). */
  preferredTime: string;
  addressAnswers: Array<{ address: string; landmark: string }>;
  feedbackComments: string[];
  returns: PlannedReturn[];
}

/** The API's own limits on what a shopper sends (core's schemas and the returns rules). */
const LIMIT = { ratingComment: 1000, feedAddress: 600, feedComment: 1000, returnComment: 1000, pickupName: 100, pickupAddress: 600, pickupPlace: 100 } as const;

export function shopperAnswers(ledger: FieldLedger, batch: readonly string[], b: number): ShopperAnswers {
  const lead = OTHER_SCRIPT_LEAD;
  const addresses = ledger.text("feed answer: address", b, batch, { limit: LIMIT.feedAddress, records: ANSWER_RECORDS });
  const landmarks = ledger.text("feed answer: landmark", b, batch, { records: ANSWER_RECORDS });
  const picked = (field: string, limit: number) => ledger.text(field, b, batch, { limit, records: RETURN_REQUESTS });
  const names = picked("pickup address: name", LIMIT.pickupName);
  const streets = picked("pickup address: street", LIMIT.pickupAddress);
  const cities = picked("pickup address: city", LIMIT.pickupPlace);
  const states = picked("pickup address: state", LIMIT.pickupPlace);
  return {
    ratingComments: ledger.text("rating comment", b, batch, { limit: LIMIT.ratingComment, records: ANSWER_RECORDS, lead }),
    preferredTime: ledger.text("feed answer: preferred time", b, batch)[0] ?? "",
    addressAnswers: addresses.map((address, n) => ({ address, landmark: landmarks[n] ?? "Near the market" })),
    feedbackComments: ledger.text("feed answer: comment", b, batch, { limit: LIMIT.feedComment, records: ANSWER_RECORDS, lead }),
    returns: Array.from({ length: RETURN_REQUESTS }, (_, r) => ({
      lines: batch.flatMap((payload, i) =>
        i % RETURN_REQUESTS === r ? [{ itemId: 1000 + i, comment: ledger.text("return comment", b, [payload], { limit: LIMIT.returnComment, lead })[0]! }] : [],
      ),
      address: { name: names[r] ?? "Asha Rao", address: streets[r] ?? "Flat 1, Example Towers", city: cities[r] ?? "Pune", state: states[r] ?? "Maharashtra" },
    })),
  };
}

/**
 * One brand per batch whose every stored free-text field holds the batch's payloads, each
 * behind its field's marker (FieldLedger): theme (name, banners, contact details, logo URL),
 * return reasons and sub reasons, courier name, scans, the shopper's name, address and email,
 * products, and the return order's items and addresses. Written through the operator's
 * import, as a brand's data arrives. Besides the failed delivery and the delivered shipments,
 * each order has failed deliveries whose forms take an address or a comment.
 */
/**
 * A payload as a product photo's address: import refuses anything but an absolute https URL
 * without spaces (so a bare `javascript:` or markup never gets stored there), so the payload
 * rides in the URL's query as far as the address limit allows, and the page's `src` carries it.
 */
function inImageUrl(payload: string | undefined): string {
  const prefix = "https://images.example/p.png?";
  return prefix + (payload ?? "").replace(/\s+/g, "").slice(0, PRODUCT_IMAGE_URL_MAX - prefix.length - 16);
}

export function payloadDocument(ledger: FieldLedger, batches: readonly (readonly string[])[], now: Date): ImportDocumentInput {
  const text = (field: string, b: number, batch: readonly string[]) => ledger.text(field, b, batch)[0]!;
  const each = (field: string, b: number, payload: string) => ledger.text(field, b, [payload])[0]!;
  const html = (field: string, b: number, batch: readonly string[]) => ledger.text(field, b, batch, { separator: "</p><p>" }).map((v) => `<p>${v}</p>`)[0]!;
  const bare = (field: string, b: number, payload: string | undefined) => ledger.bare(field, b, payload ?? "");
  return {
    version: 1,
    brands: batches.map((batch, b) => ({
      subdomain: payloadBrand(b),
      enterprise: text("enterprise", b, batch),
      theme: {
        name: text("theme name", b, batch),
        logo: bare("theme logo", b, batch[0]),
        config: {
          forward_page_message_enabled: true,
          forward_page_message: html("forward banner", b, batch),
          return_page_message_enabled: true,
          return_page_message: html("return banner", b, batch),
          survey_url: bare("survey URL", b, batch[1]),
        },
        meta_data: {
          website: bare("website", b, batch[0]),
          email: text("contact email", b, batch),
          contact: text("contact", b, batch),
          whatsapp: bare("whatsapp", b, batch[2]),
          social: {
            fb: bare("social link", b, batch[3]),
            tw: bare("social link", b, batch[4]),
            ig: bare("social link", b, batch[5]),
            yt: bare("social link", b, batch[6]),
          },
          udf: batch.map((value) => ({ value: each("theme udf", b, value) })),
        },
      },
      return_reasons: batch.map((name, i) => ({ id: i + 1, name: each("return reason", b, name), imageQuantity: 0 })),
      // Half the brands list reasons in two levels (the flow then names those), half in one.
      return_reasons_with_sub_reasons: hasSubReasons(b)
        ? batch.map((reason_name, i) => ({
            id: i + 1,
            reason_name: each("return reason (two levels)", b, reason_name),
            imageQuantity: 0,
            sub_reasons: batch.map((name, j) => ({ id: subReasonId(i + 1, j), name: each("return sub reason", b, name) })),
          }))
        : [],
      exchange_instructions: html("exchange instructions", b, batch),
    })),
    shipments: batches.flatMap((batch, b) => {
      // Scans an hour apart up to an hour ago; the last one failed delivery (the issue form is
      // offered) or delivered (the rating is open).
      const scanTexts = batch.map((p) => ({
        status: each("scan status", b, p),
        description: each("scan description", b, p),
        location: each("scan location", b, p),
        remark: each("scan remark", b, p),
      }));
      const scans = (last: { code: number; reason_code?: number }) =>
        scanTexts.map((texts, i) => ({
          ...(i === batch.length - 1 ? last : { code: i === 0 ? 1 : 5 }),
          ...texts,
          timestamp: new Date(now.getTime() - (batch.length - i) * 3_600_000).toISOString(),
        }));
      const shipment = {
        brand: payloadBrand(b),
        order_id: payloadOrderId(b),
        order_type: "COD",
        // Identifiers are refused past MAX_IDENTIFIER_LENGTH at import: payloads are cut to fit (the ledger counts them).
        reference_number: ledger.text("reference number", b, [batch[0]!], { limit: MAX_IDENTIFIER_LENGTH })[0]!,
        cp_id: 1,
        cp_name: ledger.text("courier name", b, batch, { limit: MAX_IDENTIFIER_LENGTH })[0]!,
        logo_url: bare("courier logo", b, batch[1]),
        config: { order_date: "2026-11-17T15:30:00Z", ship_date: "2026-11-18T12:00:00Z" },
        customer_info: {
          name: text("shopper name", b, batch),
          phone: PAYLOAD_MOBILE,
          address: text("shopper address", b, batch),
          pincode: each("shopper pincode", b, batch[2]!),
        },
        additional: {
          order_detail: batch.map((title, i) => ({
            title: each("product title", b, title),
            sku: `SKU-${i}`,
            image_url: bare("product image", b, inImageUrl(batch[(i + 1) % batch.length])),
            quantity: 1,
            price: 10,
          })),
        },
      };
      const failed = (reason_code: number) => scans({ code: 7, reason_code });
      return [
        { ...shipment, waybill: payloadWaybill(b), scans: failed(1) },
        ...Array.from({ length: ANSWER_RECORDS }, (_, n) => [
          { ...shipment, waybill: deliveredWaybill(b, n), scans: scans({ code: 8 }) },
          { ...shipment, waybill: addressFormWaybill(b, n), scans: failed(6) },
          { ...shipment, waybill: feedbackFormWaybill(b, n), scans: failed(11) },
        ]).flat(),
      ];
    }),
    return_orders: batches.map((batch, b) => ({
      brand: payloadBrand(b),
      awb: payloadWaybill(b),
      order_id: payloadOrderId(b),
      order_type: "PREPAID",
      item_info: batch.map((title, i) => ({
        id: 1000 + i,
        title: each("return item title", b, title),
        sku: each("return item SKU", b, title),
        image_url: bare("return item image", b, inImageUrl(batch[(i + 2) % batch.length])),
        price: 10,
        eligible_quantity_can_be_return: 1,
      })),
      addresses: [
        {
          name: text("return address: name", b, batch),
          phone: PAYLOAD_MOBILE,
          email: bare("return address: email", b, batch[0]),
          address: text("return address: street", b, batch),
          pincode: "411001",
          city: bare("return address: city", b, batch[1]),
          state: bare("return address: state", b, batch[2]),
          country: bare("return address: country", b, batch[3]),
        },
      ],
      shipments: [{ awb: payloadWaybill(b), item_ids: batch.map((_, i) => 1000 + i) }],
    })),
  };
}
