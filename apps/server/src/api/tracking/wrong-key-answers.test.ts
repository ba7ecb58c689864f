import { describe, expect, test } from "vitest";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { KESTREL_BRAND_ID, NOW, securityKeyOf, seedTrackingFixtures } from "../../testing/tracking-fixtures.ts";
import { useTrackingTestServer } from "../../testing/tracking-test-server.ts";

const TOMORROW = new Date(NOW.getTime() + 86_400_000).toISOString().slice(0, 10);

/**
 * Every tracking call that names a shipment, on kestrel (security check on): the waybill
 * parameter, a real shipment of the call's kind and an unknown waybill of the same shape,
 * and a body that passes the call's input checks, so the lookup decides the answer.
 */
const CALLS: readonly {
  name: string;
  method: "GET" | "POST" | "PUT";
  path: string;
  param: string;
  waybill: string;
  extra?: Record<string, string>;
  body?: unknown;
}[] = [
  { name: "track-order", method: "GET", path: "track-order", param: "waybill", waybill: "KES-DLV-008" },
  { name: "edd", method: "GET", path: "edd", param: "waybill", waybill: "KES-TRN-005" },
  { name: "tracking-feed GET", method: "GET", path: "tracking-feed", param: "tracking_id", waybill: "KES-FLD-007" },
  {
    name: "tracking-feed POST",
    method: "POST",
    path: "tracking-feed",
    param: "tracking_id",
    waybill: "KES-FLD-007",
    body: { issue_id: 1, preferred_date: TOMORROW },
  },
  {
    name: "tracking-feed PUT",
    method: "PUT",
    path: "tracking-feed",
    param: "tracking_id",
    waybill: "KES-FLD-007",
    body: { issue_id: 1, preferred_date: TOMORROW },
  },
  { name: "tracking-ops-feed", method: "GET", path: "tracking-ops-feed", param: "tracking_id", waybill: "KES-FLD-007", extra: { username: "ops.asha" } },
  { name: "npr/tracking-feed GET", method: "GET", path: "npr/tracking-feed", param: "tracking_id", waybill: "KES-RVP-003" },
  {
    name: "npr/tracking-feed POST",
    method: "POST",
    path: "npr/tracking-feed",
    param: "tracking_id",
    waybill: "KES-RVP-003",
    body: { issue_id: 1, preferred_date: TOMORROW },
  },
  {
    name: "npr/tracking-feed PUT",
    method: "PUT",
    path: "npr/tracking-feed",
    param: "tracking_id",
    waybill: "KES-RVP-003",
    body: { issue_id: 1, preferred_date: TOMORROW },
  },
  {
    name: "npr/tracking-ops-feed",
    method: "GET",
    path: "npr/tracking-ops-feed",
    param: "tracking_id",
    waybill: "KES-RVP-003",
    extra: { username: "ops.asha" },
  },
  { name: "courier-rating GET", method: "GET", path: "courier-rating", param: "tracking_id", waybill: "KES-DLV-032" },
  {
    name: "courier-rating POST",
    method: "POST",
    path: "courier-rating",
    param: "tracking_id",
    waybill: "KES-DLV-008",
    body: { courier_rating: 4, comment: "" },
  },
  { name: "survey-shortlink", method: "GET", path: "survey-shortlink", param: "tracking_id", waybill: "KES-DLV-008" },
  { name: "contact-update GET", method: "GET", path: "contact-update", param: "tracking_id", waybill: "KES-TRN-005" },
  { name: "contact-update POST", method: "POST", path: "contact-update", param: "tracking_id", waybill: "KES-TRN-005", body: { phone_number: "9000000001" } },
];

/** The same shape as a real waybill ("KES-DLV-008" -> "KES-DLV-908"), so length says nothing either. */
const unknownLike = (waybill: string) => waybill.replace(/-(\d)(\d+)$/, "-9$2");

/** Headers that vary per answer regardless of its content. */
const VOLATILE_HEADERS = new Set(["date"]);

// docs/security.md, "The PII rule on security-key brands": where the check is on, a missing
// or wrong key and an unknown waybill get the same answer — status, headers and bytes.
describe.each(testDatabases)("wrong key vs unknown waybill on $label", (target) => {
  const database = useTestDatabase(target, { setup: seedTrackingFixtures });
  const server = useTrackingTestServer(database, { now: NOW });

  async function answer(call: (typeof CALLS)[number], waybill: string, key: string | undefined) {
    const query = new URLSearchParams({ ...call.extra, [call.param]: waybill, ...(key === undefined ? {} : { security_key: key }) });
    const response = await server.call("kestrel", `/api/v1/${call.path}?${query}`, {
      method: call.method,
      ...(call.body === undefined ? {} : { body: JSON.stringify(call.body), headers: { "content-type": "application/json" } }),
    });
    const headers = [...response.headers].filter(([name]) => !VOLATILE_HEADERS.has(name));
    return { status: response.status, headers, body: await response.text() };
  }

  describe.each(CALLS)("$name", (call) => {
    test("no key, a wrong key and another shipment's key answer exactly as an unknown waybill", async () => {
      const otherKey = await securityKeyOf(database.db, KESTREL_BRAND_ID, "KES-DLV-032" === call.waybill ? "KES-DLV-008" : "KES-DLV-032");
      for (const key of [undefined, "not-the-key", otherKey]) {
        const unknown = await answer(call, unknownLike(call.waybill), key);
        expect(unknown.status).toBe(400);
        expect(await answer(call, call.waybill, key)).toEqual(unknown);
      }
    });

    test("the shipment's own key gets past the lookup (the comparison above can fail)", async () => {
      const key = await securityKeyOf(database.db, KESTREL_BRAND_ID, call.waybill);
      const unknown = await answer(call, unknownLike(call.waybill), key);
      expect(await answer(call, call.waybill, key)).not.toEqual(unknown);
    });
  });
});
