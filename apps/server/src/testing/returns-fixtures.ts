import type { Kysely } from "kysely";
import type { ReturnRequestBody } from "@portal/core/api";
import {
  linkReturnOrderShipmentsIfAbsent,
  upsertFixedIdReturnAddresses,
  upsertFixedIdReturnItems,
  upsertFixedIdReturnOrders,
  upsertFixedIdReturnVariants,
} from "@portal/db/repositories/import-return-orders";
import { saveExchangeInstructions, upsertFixedIdReturnReasons } from "@portal/db/repositories/import-return-reasons";
import { insertReturnRequest } from "@portal/db/repositories/returns-requests";
import { saveThemeForBrand } from "@portal/db/repositories/themes";
import { writeFixedIdRows } from "@portal/db/repositories/fixed-id-rows";
import type { Database, NewOrderRow, NewShipmentRow } from "@portal/db/schema";
import type { NewReturnOrderItemRow, NewReturnVariantRow } from "@portal/db/schema-returns";

/** The clock of every returns API test. */
export const NOW = new Date("2026-11-21T12:00:00.000Z");
export const TODAY = "2026-11-21";
export const TOMORROW = "2026-11-22";

/**
 * Four brands with return orders, chosen so every rule shows:
 * - alpha (IN): login required, COD refunds need bank details, security check on. Order
 *   A-100 (COD) has two shipments: ALPHA-1 delivered (items 11 and 12) and ALPHA-2 on its
 *   way (item 13, nothing returnable yet). Order A-200 (prepaid) has item 21.
 * - beta (IN): quantity lock, orders named by order id (return_authorization_id 5), no
 *   security check. Its order is ALSO numbered A-100 and its shipment ALSO waybill ALPHA-1,
 *   so brand isolation is visible.
 * - gamma (US, USD): self-ship. delta (AE, AED): emirates and +971 numbers.
 */
export const FIXTURE = {
  alpha: {
    subdomain: "alpha",
    order: "A-100",
    waybill: "ALPHA-1",
    key: "key-alpha-1",
    secondWaybill: "ALPHA-2",
    reference: "REF-A1",
    phone: "9845012345",
    email: "asha.rao@example.com",
    prepaidOrder: "A-200",
    prepaidWaybill: "ALPHA-3",
    prepaidKey: "key-alpha-3",
  },
  beta: { subdomain: "beta", order: "A-100", waybill: "ALPHA-1", key: "key-beta-1", phone: "9820098765", email: "rohan@example.com" },
  gamma: { subdomain: "gamma", order: "G-100", waybill: "GAMMA-1", phone: "4155550134" },
  delta: { subdomain: "delta", order: "D-100", waybill: "DELTA-1", phone: "501234567" },
} as const;

const T = NOW.toISOString();

export async function insertReturnsFixture(db: Kysely<Database>): Promise<void> {
  for (const [id, subdomain, security] of [
    ["b-alpha", "alpha", 1],
    ["b-beta", "beta", 0],
    ["b-gamma", "gamma", 0],
    ["b-delta", "delta", 0],
  ] as const) {
    await db
      .insertInto("brands")
      .values({ id, subdomain, name: subdomain, brand_package: "default", security_check_enabled: security, created_at: T })
      .execute();
  }
  const now = { now: NOW };
  await saveThemeForBrand(db, "b-alpha", { name: "Alpha", config: { country: "IN", capture_bank_detail: true }, meta_data: { required_login: true } }, now);
  await saveThemeForBrand(db, "b-beta", { name: "Beta", config: { country: "IN", quantity_lock: true }, return_authorization_id: 5 }, now);
  await saveThemeForBrand(db, "b-gamma", { name: "Gamma", config: { country: "US", currency: "USD" } }, now);
  await saveThemeForBrand(db, "b-delta", { name: "Delta", config: { country: "AE", currency: "AED" } }, now);
  await db.insertInto("couriers").values({ id: "c-1", name: "Courier One", logo_url: null, account_code: "C1" }).execute();

  const orders: NewOrderRow[] = [];
  orders.push(
    order("o-a1", "b-alpha", "A-100", "COD", { phone: FIXTURE.alpha.phone, email: FIXTURE.alpha.email, pincode: "411001", city: "Pune", country: "IN" }),
  );
  orders.push(
    order("o-a2", "b-alpha", "A-200", "PREPAID", { phone: FIXTURE.alpha.phone, email: FIXTURE.alpha.email, pincode: "411001", city: "Pune", country: "IN" }),
  );
  orders.push(
    order("o-b1", "b-beta", "A-100", "PREPAID", { phone: FIXTURE.beta.phone, email: FIXTURE.beta.email, pincode: "560038", city: "Bengaluru", country: "IN" }),
  );
  orders.push(
    order("o-g1", "b-gamma", "G-100", "PREPAID", {
      phone: FIXTURE.gamma.phone,
      email: "jordan@example.com",
      pincode: "94110",
      city: "San Francisco",
      country: "US",
      currency: "USD",
    }),
  );
  orders.push(
    order("o-d1", "b-delta", "D-100", "COD", {
      phone: FIXTURE.delta.phone,
      email: "layla@example.com",
      pincode: "",
      city: "Dubai",
      country: "AE",
      currency: "AED",
    }),
  );

  const shipments = [
    shipment("s-a1", "b-alpha", "o-a1", "ALPHA-1", FIXTURE.alpha.key, "REF-A1", 8, "COD", 0),
    shipment("s-a2", "b-alpha", "o-a1", "ALPHA-2", "key-alpha-2", "REF-A2", 5, "COD", 1),
    shipment("s-a3", "b-alpha", "o-a2", "ALPHA-3", FIXTURE.alpha.prepaidKey, "SHARED-REF", 8, "PREPAID", 2),
    shipment("s-a-rvp", "b-alpha", "o-a2", "ALPHA-RVP", "key-alpha-rvp", "SHARED-REF-R", 25, "PREPAID", 3, 1),
    shipment("s-b1", "b-beta", "o-b1", "ALPHA-1", FIXTURE.beta.key, "REF-B1", 8, "PREPAID", 0),
    shipment("s-g1", "b-gamma", "o-g1", "GAMMA-1", "key-gamma-1", "REF-G1", 8, "PREPAID", 0),
    shipment("s-d1", "b-delta", "o-d1", "DELTA-1", "key-delta-1", "REF-D1", 8, "COD", 0),
  ];
  for (const brandId of new Set(orders.map((o) => o.brand_id))) {
    await writeFixedIdRows(db, brandId, {
      orders: orders.filter((o) => o.brand_id === brandId),
      shipments: shipments.filter((s) => s.brand_id === brandId),
      scans: [],
    });
  }

  await returnOrder(db, "ro-a1", "b-alpha", "o-a1", 1, [
    ["u-a1", "s-a1"],
    ["u-a2", "s-a2"],
  ]);
  await returnOrder(db, "ro-a2", "b-alpha", "o-a2", 0, [["u-a3", "s-a3"]]);
  await returnOrder(db, "ro-b1", "b-beta", "o-b1", 1, [["u-b1", "s-b1"]]);
  await returnOrder(db, "ro-g1", "b-gamma", "o-g1", 0, [["u-g1", "s-g1"]]);
  await returnOrder(db, "ro-d1", "b-delta", "o-d1", 0, [["u-d1", "s-d1"]]);

  await upsertFixedIdReturnItems(db, [
    item("b-alpha", "ro-a1", 11, "u-a1", "Linen Shirt", "SKU-11", 100_000, 2, 2, 10_000),
    item("b-alpha", "ro-a1", 12, "u-a1", "Silk Scarf", "SKU-12", 50_000, 1, 1, 0),
    item("b-alpha", "ro-a1", 13, "u-a2", "Leather Tote", "SKU-13", 200_000, 1, 0, 0),
    item("b-alpha", "ro-a2", 21, "u-a3", "Desk Lamp", "SKU-21", 159_900, 1, 1, 0),
    item("b-beta", "ro-b1", 31, "u-b1", "Yoga Mat", "SKU-31", 109_900, 3, 3, 0),
    item("b-gamma", "ro-g1", 41, "u-g1", "Camp Chair", "SKU-41", 8_900, 1, 1, 0),
    item("b-delta", "ro-d1", 51, "u-d1", "Oud Oil", "SKU-51", 18_900, 1, 1, 0),
  ]);
  await upsertFixedIdReturnAddresses(db, [
    {
      id: "addr-a1",
      brand_id: "b-alpha",
      return_order_id: "ro-a1",
      position: 0,
      name: "Asha Rao",
      phone: FIXTURE.alpha.phone,
      email: FIXTURE.alpha.email,
      address: "Flat 402, Lotus Residency, Koregaon Park",
      pincode: "411001",
      city: "Pune",
      state: "Maharashtra",
      country: "IN",
    },
  ]);

  for (const brand of ["b-alpha", "b-beta", "b-gamma", "b-delta"]) await insertReasons(db, brand);
  await upsertFixedIdReturnVariants(db, [
    variant("b-alpha", 11, "11-S", "Linen Shirt — S", 5),
    variant("b-alpha", 11, "11-M", "Linen Shirt — M", 0),
    variant("b-beta", 31, "31-BLUE", "Yoga Mat — Blue", 2),
  ]);
  await saveExchangeInstructions(db, "b-alpha", "Pick a new size.", now);
  await insertApprovedRequest(db);
}

/** Alpha's A-200 is already being returned: approved, its pickup (ALPHA-RVP) out for pickup. */
export const FIXTURE_REQUEST = { id: "RET-FIXTURE00000001", line: "RET-FIXTURE00000001-1", awb: "ALPHA-RVP", pickupKey: "key-alpha-rvp" } as const;

async function insertApprovedRequest(db: Kysely<Database>) {
  const at = new Date(NOW.getTime() - 24 * 3_600_000).toISOString();
  await insertReturnRequest(
    db,
    {
      id: FIXTURE_REQUEST.id,
      brand_id: "b-alpha",
      return_order_id: "ro-a2",
      kind: "return",
      status: "APPROVED",
      stage: "approved",
      pickup_type: "pickup",
      pickup_name: "Asha Rao",
      pickup_phone: FIXTURE.alpha.phone,
      pickup_email: null,
      pickup_address: "12 Test Street, Test Nagar",
      pickup_pincode: "411001",
      pickup_city: "Pune",
      pickup_state: "Maharashtra",
      pickup_country: "IN",
      pickup_date: TODAY,
      refund_mode: "bank-account",
      refund_credit_minor: 0,
      refund_money_minor: 159_900,
      refund_bank_name: "HDFC Bank",
      refund_account_masked: "**********6789",
      refund_upi_masked: null,
      refund_details_sealed: null,
      reverse_shipment_ref: "s-a-rvp",
      awb: null,
      courier_partner: null,
      approval_date: at,
      remark: "Approved after photo review.",
      rejection_reason: null,
      shipping_label_url: null,
      created_at: at,
      updated_at: at,
    },
    [
      {
        id: FIXTURE_REQUEST.line,
        brand_id: "b-alpha",
        request_id: FIXTURE_REQUEST.id,
        item_id: 21,
        quantity: 1,
        reason_id: 4,
        sub_reason_id: null,
        comment: "",
        images_json: "[]",
        exchange_variant_id: null,
        position: 0,
      },
    ],
  );
}

interface Customer {
  phone: string;
  email: string;
  pincode: string;
  city: string;
  country: string;
  currency?: string;
}

function order(id: string, brandId: string, orderId: string, payment: string, customer: Customer): NewOrderRow {
  return {
    id,
    brand_id: brandId,
    order_id: orderId,
    order_date: T,
    currency: customer.currency ?? "INR",
    total_minor: 100_000,
    payment_method: payment,
    customer_name: "Test Shopper",
    customer_phone: customer.phone,
    customer_alternate_phone: null,
    customer_email: customer.email,
    customer_address: "12 Test Street, Test Nagar",
    customer_city: customer.city,
    customer_state: null,
    customer_country: customer.country,
    customer_pincode: customer.pincode,
    created_at: T,
  };
}

function shipment(
  id: string,
  brandId: string,
  orderRef: string,
  waybill: string,
  key: string,
  reference: string,
  latestCode: number,
  orderType: string,
  position: number,
  reverse: 0 | 1 = 0,
): NewShipmentRow {
  const created = new Date(NOW.getTime() - 48 * 3_600_000 + position * 1000).toISOString();
  return {
    id,
    brand_id: brandId,
    order_ref: orderRef,
    waybill,
    courier_id: "c-1",
    security_key: key,
    reference_number: reference,
    order_type: orderType,
    ship_date: null,
    is_reverse: reverse,
    product_title: null,
    product_sku: null,
    product_image_url: null,
    edd: null,
    edd_message_id: null,
    edd_message: null,
    failure_reason_code: null,
    latest_code: latestCode,
    latest_status: null,
    latest_description: null,
    latest_location: null,
    latest_scanned_at: null,
    created_at: created,
    updated_at: created,
  };
}

async function returnOrder(
  db: Kysely<Database>,
  id: string,
  brandId: string,
  orderRef: string,
  captureImage: 0 | 1,
  shipments: ReadonlyArray<[string, string]>,
) {
  await upsertFixedIdReturnOrders(db, [{ id, brand_id: brandId, order_ref: orderRef, capture_image: captureImage, created_at: T }]);
  await linkReturnOrderShipmentsIfAbsent(
    db,
    shipments.map(([uuid, shipmentRef], position) => ({ uuid, brand_id: brandId, return_order_id: id, shipment_ref: shipmentRef, position })),
  );
}

function item(
  brandId: string,
  returnOrderId: string,
  itemId: number,
  shipmentUuid: string,
  title: string,
  sku: string,
  priceMinor: number,
  quantity: number,
  eligible: number,
  creditsMinor: number,
): NewReturnOrderItemRow {
  return {
    id: `${brandId}:item:${itemId}`,
    brand_id: brandId,
    return_order_id: returnOrderId,
    item_id: itemId,
    shipment_uuid: shipmentUuid,
    title,
    sku,
    image: `https://img.example/${sku}.png`,
    price_minor: priceMinor,
    quantity,
    eligible_quantity: eligible,
    store_credits_used_minor: creditsMinor,
    final_amount_paid_minor: priceMinor - creditsMinor,
    collection_point_id: null,
    inventory_quantity: 4,
    total_variant_inventory_quantity: 9,
    position: itemId,
  };
}

/** Reasons: 1 with sub reasons, 2 needing 2 photos, 3 inactive, 4 plain. */
async function insertReasons(db: Kysely<Database>, brandId: string) {
  const reasons = [
    [1, "Size or fit issue", 1, 0, 0],
    [2, "Damaged product", 1, 1, 2],
    [3, "Arrived too late", 0, 0, 0],
    [4, "Changed my mind", 1, 0, 0],
  ] as const;
  const subReasons = [
    [101, "Too small"],
    [102, "Too large"],
  ] as const;
  await upsertFixedIdReturnReasons(
    db,
    reasons.map(([reasonId, name, active, imageRequired, imageQuantity], position) => ({
      id: `${brandId}:r${reasonId}`,
      brand_id: brandId,
      reason_id: reasonId,
      name,
      active,
      image_required: imageRequired,
      image_quantity: imageQuantity,
      position,
    })),
    subReasons.map(([subId, name], position) => ({ id: `${brandId}:s${subId}`, brand_id: brandId, reason_id: 1, sub_reason_id: subId, name, position })),
  );
}

function variant(brandId: string, itemId: number, variantId: string, title: string, inventory: number): NewReturnVariantRow {
  return { id: `${brandId}:v:${variantId}`, brand_id: brandId, item_id: itemId, variant_id: variantId, title, inventory_quantity: inventory, position: 0 };
}

/** Alpha's shopper's account: the bank details a return's refund carries (never to come back or reach a log in clear). */
export const ALPHA_ACCOUNT = "50100123456789";
export const ALPHA_IFSC = "HDFC0000001";
export const ALPHA_BANK = { name: "Asha Rao", accountNumber: ALPHA_ACCOUNT, ifsccode: ALPHA_IFSC, bankName: "HDFC", branchName: "Koregaon Park" };

/** A pickup from alpha's shopper's address in Pune, tomorrow. */
export const PUNE_PICKUP = {
  type: "pickup",
  address: {
    name: "Asha Rao",
    phone: "9845012345",
    email: "",
    address: "Flat 402, Lotus Residency, Koregaon Park",
    pincode: "411001",
    city: "",
    state: "",
    country: "IN",
  },
  date: TOMORROW,
} as const;

/** The return request most tests start from: one unit of alpha's item 11, picked up in Pune, refunded to the bank. */
export const ALPHA_RETURN_REQUEST = {
  domain: "alpha",
  shipment_uuid: "u-a1",
  items: [{ item_id: 11, quantity: 1, reason_id: 1, sub_reason_id: 101 }],
  pickup: PUNE_PICKUP,
  refund: { mode: "back-to-source", bank_detail: ALPHA_BANK },
} satisfies ReturnRequestBody;
