import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { findShipmentByWaybill } from "@portal/db/repositories/shipments";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { validateImportRecords } from "@portal/core/import";
import { importDocument } from "../../import/import-document.ts";
import { useAppTestServer } from "../../testing/http-test-server.ts";
import { ACME_WEBHOOK_SECRET, insertWebhookFixtures } from "../../testing/webhook-fixtures.ts";
import { placedReturnRequestRow } from "../../testing/return-request-rows.ts";
import { ACME_HOST, NOW, testEnv } from "../../testing/admin-test-fixtures.ts";
import { signWebhook } from "./webhook-auth.ts";

// Each documented event of each aggregator (fixtures/, sources in fixtures/SOURCES.md), sent as
// the service sends it: its delivery estimate reaches the page as a date, ClickPost's own
// headers authenticate, its return webhooks are taken, and an older event never undoes a newer one.

const SECRET = ACME_WEBHOOK_SECRET;
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), "utf8");
/** How the page prints a calendar date (its own day, in the page's language). */
const shownDate = (date: string) => new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));

describe.each(testDatabases)("documented webhook events on $label", (target) => {
  const database = useTestDatabase(target, { setup: insertWebhookFixtures });
  const server = useAppTestServer(target, database, () => ({ env: testEnv(), now: () => NOW }));

  const send = (provider: string, body: string, headers: Record<string, string>) =>
    server.fetch(ACME_HOST, `/api/v1/webhooks/${provider}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body });
  const sendSigned = (provider: "clickpost" | "shiprocket" | "aftership" | "easypost", name: string) => {
    const body = fixture(name);
    return send(provider, body, signWebhook(provider, SECRET, body));
  };
  /** A feed document through the same validation as the CLI and the ingest API. */
  const importFeed = async (document: unknown) => {
    const records = validateImportRecords(document);
    if (!records.ok) throw new Error(records.message);
    return importDocument(database.db, records.document, { now: NOW, atomic: false, origin: records.origin, rejected: records.rejected });
  };
  const pageText = async (waybill: string) => (await server.fetch(ACME_HOST, `/en/tracking?waybill=${waybill}`)).text();

  test.each([
    ["shiprocket", "shiprocket", "19041424751540", "2026-11-23"],
    ["aftership", "aftership", "AS1Z999AA10123456784", "2026-11-24"],
    ["easypost", "easypost-tracker-created", "9405516902697649303570", "2026-11-24"],
    ["clickpost", "clickpost", "CPWB10001", "2026-11-25"],
  ] as const)("%s (%s): the estimate is stored and the page shows it as a date", async (provider, name, waybill, edd) => {
    expect((await sendSigned(provider, name)).status).toBe(200);
    expect((await findShipmentByWaybill(database.db, "b-acme", waybill))?.shipment.edd.date).toBe(edd);
    expect(await pageText(waybill)).toContain(`Expected delivery by ${shownDate(edd)}`);
    const answer = await server.fetch(ACME_HOST, `/api/v1/edd?waybill=${waybill}`);
    expect((await answer.json()).result).toEqual({ edd_ui: { message_id: 1, message: edd } });
  });

  test("an imported edd without edd_message_id shows its date; once passed, the delay message", async () => {
    const scans = [{ code: 5, status: "In transit", description: "Reached hub", timestamp: "2026-11-20T10:00:00+05:30" }];
    await importFeed({
      version: 1,
      shipments: [
        { brand: "acme", waybill: "EDD-AHEAD", edd: "2026-11-28", scans },
        { brand: "acme", waybill: "EDD-PASSED", edd: "2026-11-19", edd_message_id: 4, scans },
      ],
    });
    expect(await pageText("EDD-AHEAD")).toContain(`Expected delivery by ${shownDate("2026-11-28")}`);
    expect(await pageText("EDD-PASSED")).toContain("Your delivery is running late.");
  });

  test("ClickPost: its order id, reference number and webhook_key / basic Authorization headers", async () => {
    const body = fixture("clickpost");
    expect((await send("clickpost", body, { webhook_key: "wrong-key" })).status).toBe(401);
    expect((await send("clickpost", body, { webhook_key: SECRET })).status).toBe(200);
    expect((await send("clickpost", body, { authorization: `Basic ${Buffer.from(`acme:${SECRET}`).toString("base64")}` })).status).toBe(200);
    expect((await send("clickpost", body, { authorization: `Basic ${SECRET}` })).status).toBe(200);
    expect((await send("clickpost", body, { authorization: `Basic ${Buffer.from("acme:nope").toString("base64")}` })).status).toBe(401);
    const detail = await findShipmentByWaybill(database.db, "b-acme", "CPWB10001");
    expect({ order: detail?.order.orderId, reference: detail?.shipment.referenceNumber }).toEqual({ order: "AC-50099", reference: "REF-50099" });
  });

  test("ClickPost returns: return-placed is taken (200), and the pickup's AWB is recorded on the return request", async () => {
    expect((await sendSigned("clickpost", "clickpost")).status).toBe(200);
    await importFeed({
      version: 1,
      return_orders: [{ brand: "acme", order_id: "AC-50099", awb: "CPWB10001", item_info: [{ id: 1, price: 10, eligible_quantity_can_be_return: 1 }] }],
    });
    const returnOrder = await database.db.selectFrom("return_orders").select("id").where("brand_id", "=", "b-acme").executeTakeFirstOrThrow();
    await database.db
      .insertInto("return_requests")
      .values(
        placedReturnRequestRow({ id: "RET-CP-1", brand_id: "b-acme", return_order_id: returnOrder.id, pickup_type: "pickup", created_at: NOW.toISOString() }),
      )
      .execute();

    const placed = await sendSigned("clickpost", "clickpost-return-placed");
    expect(placed.status).toBe(200);

    const pickup = await sendSigned("clickpost", "clickpost-return-pickup");
    expect(pickup.status).toBe(200);
    expect((await pickup.json()).result).toMatchObject({ shipments_created: 1, return_request_linked: true });
    const reverse = await findShipmentByWaybill(database.db, "b-acme", "CPRV20001");
    const request = await database.db
      .selectFrom("return_requests")
      .select(["awb", "reverse_shipment_ref"])
      .where("id", "=", "RET-CP-1")
      .executeTakeFirstOrThrow();
    expect(request).toEqual({ awb: "CPRV20001", reverse_shipment_ref: reverse?.shipment.id });
  });

  test("AfterShip A, B, then A again: B's estimate stays (the event's own time and id decide)", async () => {
    expect((await sendSigned("aftership", "aftership")).status).toBe(200);
    expect((await sendSigned("aftership", "aftership-edd-revise")).status).toBe(200);
    const again = await sendSigned("aftership", "aftership");
    expect((await again.json()).result).toMatchObject({ shipments_unchanged: 1, scans_added: 0 });
    expect((await findShipmentByWaybill(database.db, "b-acme", "AS1Z999AA10123456784"))?.shipment.edd.date).toBe("2026-11-26");
    // An older event with another id (delivered late) changes no field either.
    const late = fixture("aftership").replace("7f4b6b63-5b0e-4a0e-9d2f-3b0c6f1f7a11", "7f4b6b63-0000-4a0e-9d2f-3b0c6f1f7a11");
    await send("aftership", late, signWebhook("aftership", SECRET, late));
    expect((await findShipmentByWaybill(database.db, "b-acme", "AS1Z999AA10123456784"))?.shipment.edd.date).toBe("2026-11-26");
  });

  test("the same scan by feed and by webhook is one scan with the richer text; a later reason code updates it", async () => {
    // The feed's short form first, at 08:35:20Z; ClickPost's webhook sends the same failed attempt at 08:35:00Z.
    await importFeed({
      version: 1,
      shipments: [
        {
          brand: "acme",
          waybill: "CPWB10001",
          cp_id: 4,
          scans: [{ code: 9, status: "UD", description: "UD", location: "Pune", timestamp: "2026-11-21T08:35:20Z" }],
        },
      ],
    });
    expect((await sendSigned("clickpost", "clickpost")).status).toBe(200);
    const detail = await findShipmentByWaybill(database.db, "b-acme", "CPWB10001");
    const failed = detail?.scans.filter((s) => s.code === 9) ?? [];
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ description: "Consignee address not found", reasonCode: 6 });
    expect(await pageText("CPWB10001")).not.toContain(">UD<");
    // The webhook's event (08:35:00Z) is older than the feed's newest scan (08:35:20Z): it
    // overwrites nothing, but fills what nothing had set (the reference number, the estimate).
    expect(detail?.shipment).toMatchObject({ referenceNumber: "REF-50099", edd: { date: "2026-11-25" } });
  });

  test("a 900 KB waybill in a signed webhook is refused (400) naming the field", async () => {
    const body = fixture("aftership").replace("AS1Z999AA10123456784", "9".repeat(900_000));
    const response = await send("aftership", body, signWebhook("aftership", SECRET, body));
    expect(response.status).toBe(400);
    expect((await response.json()).meta.message).toBe("shipments.0.waybill: is 900000 characters long; at most 200 are taken.");
  });
});
