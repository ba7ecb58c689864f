import { describe, expect, test } from "vitest";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { KESTREL_BRAND_ID, NOW, securityKeyOf, seedTrackingFixtures } from "../../testing/tracking-fixtures.ts";
import { useTrackingTestServer } from "../../testing/tracking-test-server.ts";

// Issue: 130 keyless requests from 26 addresses against one waybill locked its shopper out
// (429 with the right key from a fresh address). The per-target count now lets the key through.
describe.each(testDatabases)("track-order's per-waybill limit and the key holder on $label", (target) => {
  const database = useTestDatabase(target, { setup: seedTrackingFixtures });
  const server = useTrackingTestServer(database, { now: NOW, env: { RATE_LIMIT_PER_MINUTE: "3", TRUST_PROXY: "true" } });
  const from = (client: string, query: string) => server.call("kestrel", `/api/v1/track-order?${query}`, { headers: { "x-forwarded-for": client } });

  test("strangers spend the waybill's count; the link's key still opens it, a wrong key does not", async () => {
    const key = await securityKeyOf(database.db, KESTREL_BRAND_ID, "KES-TRN-005");
    for (const [i, client] of ["203.0.113.40", "203.0.113.41", "203.0.113.42"].entries()) {
      expect((await from(client, `waybill=KES-TRN-005&security_key=wrong-${i}`)).status).toBe(400);
    }
    expect((await from("203.0.113.43", "waybill=KES-TRN-005")).status).toBe(429);
    expect((await from("203.0.113.44", "waybill=KES-TRN-005&security_key=also-wrong")).status).toBe(429);
    const owner = await from("203.0.113.45", `waybill=KES-TRN-005&security_key=${encodeURIComponent(key)}`);
    expect(owner.status).toBe(200);
    expect((await owner.json()).result["KES-TRN-005"].security_key_valid).toBe(true);
    // An order id counts the same way: any of its shipments' keys holds it.
    for (const client of ["203.0.113.46", "203.0.113.47", "203.0.113.48"]) await from(client, "order_id=NO-SUCH-ORDER");
    expect((await from("203.0.113.49", "order_id=NO-SUCH-ORDER&security_key=x")).status).toBe(429);
  });
});
