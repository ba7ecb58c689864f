import { describe, expect, test } from "vitest";
import { saveBrandEventEndpoint } from "@portal/db/repositories/brand-events";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { DEMO_BRAND_ID, NOW, nprWaybill, seedTrackingFixtures } from "../testing/tracking-fixtures.ts";
import { useTrackingTestServer } from "../testing/tracking-test-server.ts";
import { newWebhookSecret } from "./standard-webhooks.ts";

const inDays = (days: number) => new Date(NOW.getTime() + days * 24 * 3_600_000).toISOString().slice(0, 10);

// The shopper's answers, ratings and contact changes reach the brand's systems: each saved
// call leaves one event in the outbox with what was saved.
describe.each(testDatabases)("tracking calls emit brand events on $label", (target) => {
  const database = useTestDatabase(target, {
    setup: async (db) => {
      await seedTrackingFixtures(db);
      await saveBrandEventEndpoint(
        db,
        { brandId: DEMO_BRAND_ID, url: "https://hooks.example.test/portal", enabled: true, secret: newWebhookSecret() },
        { now: NOW },
      );
    },
  });
  const server = useTrackingTestServer(database, { now: NOW });

  async function send(method: "POST" | "PUT", path: string, query: Record<string, string>, body: unknown) {
    const response = await server.call("demo", `/api/v1/${path}?${new URLSearchParams(query)}`, {
      method,
      body: JSON.stringify(body),
      headers: { "content-type": "application/json" },
    });
    expect({ status: response.status, body: await response.text() }).toMatchObject({ status: 200 });
  }

  async function eventsOf(type: string) {
    const rows = await database.db
      .selectFrom("brand_events")
      .select(["id", "brand_id", "body", "status"])
      .where("type", "=", type)
      .orderBy("created_at")
      .orderBy("id")
      .execute();
    return rows.map((row) => ({ ...row, body: JSON.parse(row.body) as { id: string; type: string; timestamp: string; data: Record<string, unknown> } }));
  }

  test("an answer to a failed delivery: ndr.answered", async () => {
    await send(
      "PUT",
      "tracking-feed",
      { tracking_id: "DEMO-FLD-009" },
      { issue_id: 2, answer: "accept", preferred_date: inDays(2), preferred_time: "18:00-21:00" },
    );
    const [event, ...more] = await eventsOf("ndr.answered");
    expect(more).toEqual([]);
    expect(event).toMatchObject({ brand_id: DEMO_BRAND_ID, status: "pending" });
    expect(event?.body).toEqual({
      id: event?.id,
      type: "ndr.answered",
      timestamp: NOW.toISOString(),
      data: expect.objectContaining({
        waybill: "DEMO-FLD-009",
        issue_id: 2,
        change: "updated",
        answer: "accept",
        preferred_date: inDays(2),
        preferred_time: "18:00-21:00",
      }),
    });
  });

  test("an answer to a failed pickup: pickup_issue.answered", async () => {
    await send("POST", "npr/tracking-feed", { tracking_id: nprWaybill(4) }, { issue_id: 4, comment: "रंग अलग है" });
    await send("PUT", "npr/tracking-feed", { tracking_id: nprWaybill(4) }, { issue_id: 4, comment: "रंग अलग है 😡" });
    const events = await eventsOf("pickup_issue.answered");
    expect(events.map((e) => e.body.data)).toEqual([
      expect.objectContaining({ waybill: nprWaybill(4), issue_id: 4, change: "created", comment: "रंग अलग है" }),
      expect.objectContaining({ waybill: nprWaybill(4), issue_id: 4, change: "updated", comment: "रंग अलग है 😡" }),
    ]);
  });

  test("a courier rating: rating.created with the 0-10 score", async () => {
    await send("POST", "courier-rating", { tracking_id: "DEMO-DLV-008" }, { courier_rating: 4, comment: "Polite and on time." });
    const [event] = await eventsOf("rating.created");
    expect(event?.body.data).toMatchObject({ waybill: "DEMO-DLV-008", score: 8, comment: "Polite and on time.", answers: {} });
  });

  test("new contact numbers: contact.updated", async () => {
    await send("POST", "contact-update", { tracking_id: "DEMO-OFD-006" }, { phone_number: "9000000001", alternate_phone_number: "" });
    const [event] = await eventsOf("contact.updated");
    expect(event?.body.data).toEqual(
      expect.objectContaining({ waybill: "DEMO-OFD-006", phone_number: "9000000001", alternate_phone_number: null, updated_at: NOW.toISOString() }),
    );
  });
});
