import { describe, expect, test } from "vitest";
import * as v from "valibot";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { TRACKING_MESSAGE } from "@portal/core/messages";
import { KESTREL_BRAND_ID, NOW, securityKeyOf, seedTrackingFixtures } from "../../../testing/tracking-fixtures.ts";
import { useTrackingTestServer } from "../../../testing/tracking-test-server.ts";
import { ContactUpdateResponseSchema } from "./contact-update-schema.ts";
import { englishTextOf } from "@portal/i18n/english";

describe.each(testDatabases)("contact-update on $label", (target) => {
  const database = useTestDatabase(target, { setup: seedTrackingFixtures });
  const server = useTrackingTestServer(database, { now: NOW });

  async function call(method: "GET" | "POST", query: Record<string, string>, body?: unknown, subdomain = "demo") {
    const response = await server.call(subdomain, `/api/v1/contact-update?${new URLSearchParams(query)}`, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { "content-type": "application/json" } }),
    });
    const json: unknown = await response.json();
    return { status: response.status, body: json as { meta: { success: boolean; status: number; message: string }; result: unknown } };
  }
  const fail = (status: number, message: string) => ({ status, body: { meta: { success: false, status, message }, result: null } });

  test("reads the numbers the shopper gave, else the order's", async () => {
    const updated = await call("GET", { tracking_id: "DEMO-TRN-005" });
    expect(v.safeParse(ContactUpdateResponseSchema, updated.body).success).toBe(true);
    expect(updated.body.result).toEqual({ phone_number: "9876501234", alternate_phone_number: "9123456780", allow_contact_update: true });
    const original = await call("GET", { tracking_id: "DEMO-OFD-006" });
    expect(original.body.result).toEqual({ phone_number: expect.stringMatching(/^\d{10}$/), alternate_phone_number: "", allow_contact_update: true });
    expect((await call("GET", { tracking_id: "DEMO-DLV-008" })).body.result).toMatchObject({ allow_contact_update: false });
  });

  test("saves both numbers; tracking then shows the new contact number", async () => {
    const saved = await call("POST", { tracking_id: "DEMO-OFD-006" }, { phone_number: "9000000001", alternate_phone_number: "9000000002" });
    expect(saved).toEqual({
      status: 200,
      body: {
        meta: { success: true, status: 200, message: englishTextOf(TRACKING_MESSAGE.contactUpdated) },
        result: { phone_number: "9000000001", alternate_phone_number: "9000000002", allow_contact_update: true },
      },
    });
    const tracking = await server.client("demo").trackOrder({ waybill: "DEMO-OFD-006" });
    expect(tracking.ok && tracking.data).toMatchObject({ "DEMO-OFD-006": { customer_info: { phone: "9000000001" } } });
    // A blank alternate number removes it.
    await call("POST", { tracking_id: "DEMO-OFD-006" }, { phone_number: "9000000003", alternate_phone_number: "" });
    expect((await call("GET", { tracking_id: "DEMO-OFD-006" })).body.result).toMatchObject({ phone_number: "9000000003", alternate_phone_number: "" });
  });

  test.each([
    ["delivered", "DEMO-DLV-008"],
    ["delivered to someone else", "DEMO-DLV-032"],
    ["lost", "DEMO-LST-016"],
    ["damaged", "DEMO-DMG-017"],
    ["returned to origin", "DEMO-RTO-011"],
    ["failed delivery", "DEMO-FLD-007"],
    ["failed earlier, out for delivery again", "DEMO-OFD-006-REATTEMPT"],
    ["pickup failed", "DEMO-RVP-003"],
    ["picked up", "DEMO-RVP-004"],
  ])("refused once a scan shows %s (core's rule)", async (_name, waybill) => {
    expect(await call("POST", { tracking_id: waybill }, { phone_number: "9000000001" })).toEqual(
      fail(409, englishTextOf(TRACKING_MESSAGE.contactUpdateClosed)),
    );
  });

  test.each(["DEMO-PLC-001", "DEMO-DSP-004", "DEMO-TRN-019", "DEMO-RVP-025"])("open while %s is on its way", async (waybill) => {
    expect((await call("POST", { tracking_id: waybill }, { phone_number: "9000000001" })).status).toBe(200);
  });

  test("with the security check on, a key is needed; no key and a wrong one answer like an unknown shipment", async () => {
    const notShipped = fail(400, englishTextOf(TRACKING_MESSAGE.notShipped));
    expect(await call("GET", { tracking_id: "KES-TRN-005" }, undefined, "kestrel")).toEqual(notShipped);
    expect(await call("POST", { tracking_id: "KES-TRN-005", security_key: "wrong" }, { phone_number: "9000000001" }, "kestrel")).toEqual(notShipped);
    const key = await securityKeyOf(database.db, KESTREL_BRAND_ID, "KES-TRN-005");
    expect((await call("POST", { tracking_id: "KES-TRN-005", security_key: key }, { phone_number: "9000000001" }, "kestrel")).status).toBe(200);
    // And never through another brand's host.
    expect(await call("POST", { tracking_id: "KES-TRN-005", security_key: key }, { phone_number: "9000000001" })).toEqual(notShipped);
  });

  test.each([
    ["no phone", {}, "phone_number is required."],
    ["a short phone", { phone_number: "98765" }, "phone_number: Please enter a 10 digit valid phone number."],
    [
      "a bad alternate number",
      { phone_number: "9000000001", alternate_phone_number: "12" },
      "alternate_phone_number: Please enter a 10 digit valid phone number.",
    ],
    [
      "an alternate number as a number",
      { phone_number: "9000000001", alternate_phone_number: 9000000002 },
      "alternate_phone_number: Please enter a valid phone number.",
    ],
  ])("%s is a 400", async (_name, body, message) => {
    expect(await call("POST", { tracking_id: "DEMO-PLC-002" }, body)).toEqual(fail(400, message));
  });

  // product rules §9: the shopper's country decides the format (core's countryFieldsOf).
  test("a UAE shipment takes a UAE mobile (9 digits from 5, +971 allowed) and refuses an Indian one", async () => {
    const uae = await call("POST", { tracking_id: "OAS-PLC-002" }, { phone_number: "+971 51 234 5678", alternate_phone_number: "0501234567" }, "oasis");
    expect(uae.status).toBe(200);
    expect(uae.body.result).toMatchObject({ phone_number: "512345678", alternate_phone_number: "501234567" });
    expect(await call("POST", { tracking_id: "OAS-PLC-002" }, { phone_number: "9876543210" }, "oasis")).toEqual(
      fail(400, "phone_number: Please enter a 9 digit mobile number starting with 5."),
    );
  });

  test("an Indian shipment refuses a UAE mobile", async () => {
    expect(await call("POST", { tracking_id: "DEMO-PLC-002" }, { phone_number: "512345678" })).toEqual(
      fail(400, "phone_number: Please enter a 10 digit valid phone number."),
    );
  });
});
