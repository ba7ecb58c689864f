import { describe, expect, test } from "vitest";
import * as v from "valibot";
import { OpsFeedResponseSchema } from "@portal/core/api";
import { NDR_REASON_CODES } from "@portal/core/ndr";
import { PICKUP_REASON_CODES } from "@portal/core/pickup";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { createLogger } from "../../../log/logger.ts";
import { TRACKING_MESSAGE } from "@portal/core/messages";
import { KESTREL_BRAND_ID, ndrWaybill, NOW, nprWaybill, securityKeyOf, seedTrackingFixtures } from "../../../testing/tracking-fixtures.ts";
import { useTrackingTestServer } from "../../../testing/tracking-test-server.ts";
import { ACTION_BUCKET } from "./default-issue-configs.ts";
import { englishTextOf } from "@portal/i18n/english";

describe.each(testDatabases)("tracking-ops-feed and npr/tracking-ops-feed on $label", (target) => {
  const database = useTestDatabase(target, { setup: seedTrackingFixtures });
  const logLines: string[] = [];
  const server = useTrackingTestServer(database, { now: NOW, log: createLogger("info", (line) => logLines.push(line)) });

  async function issueConfigOf(call: "getOpsFeed" | "getPickupOpsFeed", trackingId: string, subdomain = "demo", securityKey?: string) {
    const answer = await server
      .client(subdomain)
      [call]({ username: "ops.asha", tracking_id: trackingId, ...(securityKey ? { security_key: securityKey } : {}) });
    if (!answer.ok) throw new Error(answer.error.message);
    return answer.data.feed?.issue_config ?? null;
  }

  test("a reason classified by operations answers its stored config", async () => {
    expect(await issueConfigOf("getOpsFeed", ndrWaybill(6))).toEqual({
      bucket_name: "Address",
      bucket_id: 14,
      issue_id: 6,
      issue_name: "Address not found",
      raw_issue_desc: "ADI - address incomplete",
      npr_bucket: null,
    });
    expect(await issueConfigOf("getPickupOpsFeed", nprWaybill(2))).toMatchObject({ issue_id: 2, bucket_name: "Pickup cancellation", npr_bucket: "NPR-2" });
  });

  test.each(NDR_REASON_CODES.filter((code) => ![1, 2, 3, 6].includes(code)))("NDR code %i without a stored config answers core's reason", async (code) => {
    const config = await issueConfigOf("getOpsFeed", ndrWaybill(code));
    expect(config).toMatchObject({ issue_id: code, raw_issue_desc: `NDR-${code}`, npr_bucket: null });
    expect(config?.issue_name).not.toBe("");
    // Named for staff, not told to the shopper (issue 33 item 20).
    expect(config?.issue_name).not.toMatch(/\byou(r)?\b/i);
  });

  test.each(PICKUP_REASON_CODES.filter((code) => ![1, 2, 10].includes(code)))("pickup code %i without a stored config answers core's reason", async (code) => {
    const config = await issueConfigOf("getPickupOpsFeed", nprWaybill(code));
    expect(config).toMatchObject({ issue_id: code, raw_issue_desc: `NPR-${code}`, npr_bucket: expect.any(String) });
  });

  test("codes outside the tables are being investigated", async () => {
    expect(await issueConfigOf("getOpsFeed", ndrWaybill(99))).toMatchObject({
      issue_id: 99,
      bucket_id: ACTION_BUCKET.investigating.id,
      issue_name: "Unlisted delivery reason 99 (under investigation)",
    });
    expect(await issueConfigOf("getPickupOpsFeed", nprWaybill(99))).toMatchObject({
      issue_id: 99,
      issue_name: "Unlisted pickup reason 99 (under investigation)",
    });
  });

  test("a shipment without a failure, or of the other direction, has no issue config", async () => {
    expect(await issueConfigOf("getOpsFeed", "DEMO-TRN-005")).toBeNull();
    expect(await issueConfigOf("getOpsFeed", nprWaybill(1))).toBeNull();
    expect(await issueConfigOf("getPickupOpsFeed", ndrWaybill(1))).toBeNull();
  });

  test("the answer has core's shape and the reader is logged by username", async () => {
    const response = await server.call("demo", `/api/v1/tracking-ops-feed?username=ops.asha&tracking_id=${ndrWaybill(1)}`);
    expect(response.status).toBe(200);
    expect(v.safeParse(OpsFeedResponseSchema, await response.json()).success).toBe(true);
    expect(logLines.some((line) => line.includes('"username":"ops.asha"'))).toBe(true);
  });

  test("with the security check on it needs the key (else not shipped, as an unknown waybill); another brand's shipment is not shipped", async () => {
    const key = await securityKeyOf(database.db, KESTREL_BRAND_ID, "KES-FLD-007");
    expect(await issueConfigOf("getOpsFeed", "KES-FLD-007", "kestrel", key)).toMatchObject({ issue_id: 1 });
    expect(await server.client("kestrel").getOpsFeed({ username: "ops.asha", tracking_id: "KES-FLD-007" })).toEqual({
      ok: false,
      error: { kind: "http", status: 400, message: englishTextOf(TRACKING_MESSAGE.notShipped) },
    });
    const answer = await server.client("demo").getOpsFeed({ username: "ops.asha", tracking_id: "KES-FLD-007", security_key: key });
    expect(answer).toEqual({ ok: false, error: { kind: "http", status: 400, message: englishTextOf(TRACKING_MESSAGE.notShipped) } });
  });

  test.each([
    ["no username", `tracking_id=${ndrWaybill(1)}`, "username is required."],
    ["a blank username", `username=%20&tracking_id=${ndrWaybill(1)}`, "username is required."],
    ["no tracking_id", "username=ops.asha", "tracking_id is required."],
  ])("%s is a 400", async (_name, query, message) => {
    const response = await server.call("demo", `/api/v1/npr/tracking-ops-feed?${query}`);
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 400,
      body: { meta: { success: false, status: 400, message }, result: null },
    });
  });
});
