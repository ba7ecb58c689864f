import type { Kysely } from "kysely";
import { describe, expect, test } from "vitest";
import type { ReturnRequestBody } from "@portal/core/api";
import { POLICY_REFUSAL_MESSAGE, type ReturnPolicy } from "@portal/core/returns";
import { saveThemeForBrand } from "@portal/db/repositories/themes";
import type { Database } from "@portal/db/schema";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { englishTextOf } from "@portal/i18n/english";
import { NOW, insertReturnsFixture } from "../../testing/returns-fixtures.ts";
import { useReturnsTestServer } from "../../testing/returns-test-server.ts";

// The brand's return policy (issue 34 item 4) over real HTTP: return-info explains it per
// item, return-request refuses what it forbids with the brand's words, stores the fee and
// bonus, and approves a qualifying request at once through the state machine.

const DAY = 86_400_000;
/** Gamma's order G-100 was delivered 20 days before NOW. */
const DELIVERED = new Date(NOW.getTime() - 20 * DAY).toISOString();

const POLICY: ReturnPolicy = {
  window_days: 30,
  window_days_by_category: { Innerwear: 7 },
  non_returnable_categories: ["Perishables"],
  non_returnable_skus: ["GIFT-CARD"],
  refund_modes: ["store-credit", "bank-account"],
  exchange: false,
  fee_minor_by_reason: { "4": 500 },
  bonus_percent: { credit: 10 },
  auto_approve: { enabled: true, max_value_minor: 10_000, except_reason_ids: [2] },
  messages: { outside_window: "Innerwear can only come back within 7 days.", mode_not_allowed: "Gamma refunds as store credit or to a bank." },
};

async function setup(db: Kysely<Database>) {
  await insertReturnsFixture(db);
  await saveThemeForBrand(db, "b-gamma", { name: "Gamma", config: { country: "US", currency: "USD", return_policy: POLICY } }, { now: NOW });
  await db.updateTable("shipments").set({ latest_code: 8, latest_scanned_at: DELIVERED }).where("id", "=", "s-g1").execute();
  const extra = [
    [42, "Wild Honey", "SKU-42", "Perishables"],
    [43, "Gift Card", "gift-card", null],
    [44, "Cotton Briefs", "SKU-44", "innerwear"],
    [45, "Trail Socks", "SKU-45", "Socks"],
  ] as const;
  await db
    .insertInto("return_order_items")
    .values(
      extra.map(([itemId, title, sku, category]) => ({
        id: `b-gamma:item:${itemId}`,
        brand_id: "b-gamma",
        return_order_id: "ro-g1",
        item_id: itemId,
        shipment_uuid: "u-g1",
        title,
        sku,
        image: null,
        price_minor: 4_000,
        quantity: 1,
        eligible_quantity: 1,
        store_credits_used_minor: 0,
        final_amount_paid_minor: 4_000,
        collection_point_id: null,
        inventory_quantity: null,
        total_variant_inventory_quantity: null,
        position: itemId,
        category,
      })),
    )
    .execute();
}

type Body = Omit<ReturnRequestBody, "domain">;
const request = (itemId: number, overrides: Partial<Body> = {}): Body => ({
  shipment_uuid: "u-g1",
  items: [{ item_id: itemId, quantity: 1, reason_id: 4 }],
  pickup: { type: "self-ship" },
  refund: { mode: "store-credit" },
  ...overrides,
});

describe.each(testDatabases)("the brand's return policy on $label", (target) => {
  const database = useTestDatabase(target, { setup });
  const server = useReturnsTestServer(database, { now: () => NOW });
  const post = (body: Body, headers: Record<string, string> = {}) => server.postJson("gamma", "return-request", { domain: "gamma", ...body }, headers);
  const refused = (message: string) => ({ status: 400, body: { meta: { success: false, status: 400, message }, result: null } });

  test("return-info says per item why it cannot be returned, until when it can, and what the policy offers", async () => {
    const { status, body } = await server.getJson("gamma", `return-info?domain=gamma&waybill=GAMMA-1&phone_number=4155550134`);
    expect(status).toBe(200);
    const byId = Object.fromEntries(body.result.item_info.map((item: { id: number }) => [item.id, item]));
    expect(byId[41]).toMatchObject({ returnable_until: new Date(Date.parse(DELIVERED) + 30 * DAY).toISOString() });
    expect(byId[41].not_returnable).toBeUndefined();
    expect(byId[42]).toMatchObject({ category: "Perishables", not_returnable: { code: "non-returnable", message: "" } });
    expect(byId[43]).toMatchObject({ not_returnable: { code: "non-returnable" } });
    expect(byId[44]).toMatchObject({ not_returnable: { code: "outside-window", message: "Innerwear can only come back within 7 days." } });
    expect(body.result.return_policy).toEqual({
      refund_modes: ["store-credit", "bank-account"],
      exchange: false,
      exchange_message: "",
      fee_by_mode: {},
      fee_by_reason: { "4": 5 },
      bonus_percent: { credit: 10 },
    });
  });

  test("an item outside its window is refused with the brand's words, and nothing is stored", async () => {
    expect(await post(request(44))).toMatchObject(refused("“Cotton Briefs”: Innerwear can only come back within 7 days."));
    const stored = await database.db.selectFrom("return_requests").select("id").where("brand_id", "=", "b-gamma").execute();
    expect(stored).toEqual([]);
  });

  test("a non-returnable category or SKU is refused, in the shopper's language when the brand wrote no words", async () => {
    expect(await post(request(42))).toMatchObject(refused(`“Wild Honey”: ${englishTextOf(POLICY_REFUSAL_MESSAGE["non-returnable"])}`));
    expect(await post(request(43))).toMatchObject(refused(`“Gift Card”: ${englishTextOf(POLICY_REFUSAL_MESSAGE["non-returnable"])}`));
    const arabic = await post(request(42), { "accept-language": "ar" });
    expect(arabic.status).toBe(400);
    expect(arabic.body.meta.message).toMatch(/^«Wild Honey»: \p{Script=Arabic}/u);
    expect(arabic.body.meta.message).not.toContain(englishTextOf(POLICY_REFUSAL_MESSAGE["non-returnable"]));
  });

  test("a mode the policy does not offer and an exchange are refused with the brand's message", async () => {
    expect(await post(request(41, { refund: { mode: "back-to-source" } }))).toMatchObject(refused("Gamma refunds as store credit or to a bank."));
    expect(await post({ ...request(41), refund: undefined, kind: "exchange" } as Body)).toMatchObject(
      refused(englishTextOf(POLICY_REFUSAL_MESSAGE["exchange-not-offered"])),
    );
  });

  test("a request the policy approves moves to approved at once, with its event; the fee and bonus are in the refund", async () => {
    const { status, body } = await post(request(41));
    expect(status).toBe(201);
    const id = body.result.return_id as string;
    const row = await database.db
      .selectFrom("return_requests")
      .select(["stage", "refund_credit_minor", "refund_money_minor"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    // Camp Chair: 8,900 paid, +10% credit bonus (890), −500 fee for "changed my mind".
    expect(row).toEqual({ stage: "approved", refund_credit_minor: 8_900 + 890 - 500, refund_money_minor: 0 });
    const events = await database.db
      .selectFrom("return_request_events")
      .select(["from_stage", "to_stage", "actor_kind"])
      .where("request_id", "=", id)
      .orderBy("created_at")
      .orderBy("id")
      .execute();
    expect(events).toEqual([
      { from_stage: null, to_stage: "placed", actor_kind: "shopper" },
      { from_stage: "placed", to_stage: "approved", actor_kind: "auto" },
    ]);
  });

  test("a damaged-item request stays placed for the desk", async () => {
    const { status, body } = await post(request(45, { items: [{ item_id: 45, quantity: 1, reason_id: 2 }] }));
    expect(status).toBe(201);
    const row = await database.db.selectFrom("return_requests").select("stage").where("id", "=", body.result.return_id).executeTakeFirstOrThrow();
    expect(row.stage).toBe("placed");
  });
});
