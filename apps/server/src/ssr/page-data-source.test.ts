import { describe, expect, test } from "vitest";
import type { ApiResult } from "@portal/core/api";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { brandForHost } from "../http/brand-for-host.ts";
import { KESTREL_BRAND_ID, NOW, securityKeyOf, seedTrackingFixtures } from "../testing/tracking-fixtures.ts";
import { hostOf, useTrackingTestServer } from "../testing/tracking-test-server.ts";
import { returnSessionTokensFor } from "../api/returns/returns-deps.ts";
import { pageDataSource } from "./page-data-source.ts";

/** Both sides as plain data: what a loader would read, without the error's kind of transport. */
function comparable(result: ApiResult<unknown>) {
  return result.ok
    ? { ok: true, data: JSON.parse(JSON.stringify(result.data)) as unknown }
    : { ok: false, status: result.error.status, message: result.error.message };
}

// Server rendering reads the domain functions directly; what it gets must be what the
// browser gets from /api/v1 for the same host and query: masking, brand isolation,
// not-found answers and bad input alike.
describe.each(testDatabases)("page data source on $label", (target) => {
  const database = useTestDatabase(target, { setup: seedTrackingFixtures });
  const server = useTrackingTestServer(database, { now: NOW });

  async function both(subdomain: string, read: "trackOrder" | "getEdd", query: Record<string, string>) {
    const brand = await brandForHost(server.deps, hostOf(subdomain));
    const direct = await pageDataSource({ ...server.deps, tokens: returnSessionTokensFor(server.deps.env) }, brand)[read](query);
    const viaApi = await server.client(subdomain)[read](query);
    return { direct: comparable(direct), viaApi: comparable(viaApi) };
  }

  test.each<[string, string, Record<string, string>]>([
    ["a waybill", "demo", { waybill: "DEMO-TRN-005" }],
    ["an order", "demo", { order_id: "DS-240101" }],
    ["another brand's waybill", "kestrel", { waybill: "DEMO-TRN-005" }],
    ["an unknown host", "nobody", { waybill: "DEMO-TRN-005" }],
    ["an expired shipment (code 23)", "demo", { waybill: "DEMO-EXP-023" }],
    ["a waybill without the key on a brand that checks keys (not shipped)", "kestrel", { waybill: "KES-TRN-005" }],
    ["bad input", "demo", { waybill: "x".repeat(500) }],
  ])("track-order, %s: the same answer as the API", async (_name, subdomain, query) => {
    const { direct, viaApi } = await both(subdomain, "trackOrder", query);
    expect(direct).toEqual(viaApi);
  });

  test("track-order with the brand's security key: the full entry, as the API gives it", async () => {
    const key = await securityKeyOf(database.db, KESTREL_BRAND_ID, "KES-DLV-008");
    const { direct, viaApi } = await both("kestrel", "trackOrder", { waybill: "KES-DLV-008", security_key: key });
    expect(direct.ok).toBe(true);
    expect(direct).toEqual(viaApi);
  });

  test("edd: the same message as the API", async () => {
    const { direct, viaApi } = await both("demo", "getEdd", { waybill: "DEMO-TRN-005" });
    expect(direct.ok).toBe(true);
    expect(direct).toEqual(viaApi);
  });
});
