import { describe, expect, test } from "vitest";
import * as v from "valibot";
import { CourierRatingResponseSchema } from "@portal/core/api";
import { linkBrandPackage } from "../../../brands/link-brand-package.ts";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { TRACKING_MESSAGE } from "@portal/core/messages";
import { DEMO_BRAND_ID, KESTREL_BRAND_ID, NOW, securityKeyOf, seedTrackingFixtures } from "../../../testing/tracking-fixtures.ts";
import { useTrackingTestServer } from "../../../testing/tracking-test-server.ts";
import { RATING_SAVED_MESSAGE } from "./courier-rating-route.ts";
import { englishTextOf } from "@portal/i18n/english";

describe.each(testDatabases)("courier-rating on $label", (target) => {
  const database = useTestDatabase(target, { setup: seedTrackingFixtures });
  const server = useTrackingTestServer(database, { now: NOW });

  async function post(subdomain: string, query: Record<string, string>, body: unknown) {
    const response = await server.call(subdomain, `/api/v1/courier-rating?${new URLSearchParams(query)}`, {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json" },
    });
    return { status: response.status, body: (await response.json()) as { meta: { success: boolean; status: number; message: string }; result: unknown } };
  }
  const fail = (status: number, message: string) => ({ status, body: { meta: { success: false, status, message }, result: null } });
  const storedScore = async (brandId: string, waybill: string) =>
    (
      await database.db
        .selectFrom("courier_ratings")
        .innerJoin("shipments", "shipments.id", "courier_ratings.shipment_id")
        .select(["courier_ratings.score", "courier_ratings.comment"])
        .where("shipments.brand_id", "=", brandId)
        .where("shipments.waybill", "=", waybill)
        .executeTakeFirst()
    )?.score;

  describe("reading", () => {
    test("an earlier rating on the brand's scale: stars for the demo store, 0-10 for kestrel", async () => {
      expect(await server.client("demo").getCourierRating({ tracking_id: "DEMO-DLV-032" })).toEqual({
        ok: true,
        data: { courier_rating: 4, comment: "Left with the security desk as asked. Quick delivery." },
      });
      const key = await securityKeyOf(database.db, KESTREL_BRAND_ID, "KES-DLV-032");
      expect(await server.client("kestrel").getCourierRating({ tracking_id: "KES-DLV-032", security_key: key })).toEqual({
        ok: true,
        data: { courier_rating: 8, comment: "Left with the security desk as asked. Quick delivery." },
      });
    });

    test("on a brand with the security check, without the key: the unknown waybill's answer", async () => {
      const response = await server.call("kestrel", "/api/v1/courier-rating?tracking_id=KES-DLV-032");
      expect({ status: response.status, body: await response.json() }).toEqual(fail(400, englishTextOf(TRACKING_MESSAGE.notShipped)));
    });

    test("nothing rated yet", async () => {
      const response = await server.call("demo", "/api/v1/courier-rating?tracking_id=DEMO-DLV-008");
      const body: unknown = await response.json();
      expect(v.safeParse(CourierRatingResponseSchema, body).success).toBe(true);
      expect(body).toEqual({ meta: { success: true, status: 200, message: "" }, result: { courier_rating: null, comment: "" } });
    });
  });

  describe("saving follows core's rule: a valid key, or within 6 days of delivery", () => {
    test("delivered 20 hours ago, no key: stars are stored as points", async () => {
      const saved = await post("demo", { tracking_id: "DEMO-DLV-008" }, { courier_rating: 5, comment: "Polite and on time." });
      expect(saved).toEqual({
        status: 200,
        body: {
          meta: { success: true, status: 200, message: englishTextOf(RATING_SAVED_MESSAGE) },
          result: { courier_rating: 5, comment: "Polite and on time." },
        },
      });
      expect(await storedScore(DEMO_BRAND_ID, "DEMO-DLV-008")).toBe(10);
      // A stranger with only the waybill cannot overwrite it; the shipment's key can.
      expect(await post("demo", { tracking_id: "DEMO-DLV-008" }, { courier_rating: 1, comment: "Rude." })).toEqual(
        fail(403, englishTextOf(TRACKING_MESSAGE.alreadyRated)),
      );
      expect(await storedScore(DEMO_BRAND_ID, "DEMO-DLV-008")).toBe(10);
      const key = await securityKeyOf(database.db, DEMO_BRAND_ID, "DEMO-DLV-008");
      expect((await server.client("demo").saveCourierRating({ tracking_id: "DEMO-DLV-008", security_key: key }, { courier_rating: 3 })).ok).toBe(true);
      expect(await server.client("demo").getCourierRating({ tracking_id: "DEMO-DLV-008" })).toEqual({ ok: true, data: { courier_rating: 3, comment: "" } });
    });

    test("a 0-10 brand takes 0 to 10", async () => {
      const key = await securityKeyOf(database.db, KESTREL_BRAND_ID, "KES-DLV-008");
      // Kestrel checks keys: without one, the waybill is not found and nothing is stored.
      expect(await post("kestrel", { tracking_id: "KES-DLV-008" }, { courier_rating: 0 })).toEqual(fail(400, englishTextOf(TRACKING_MESSAGE.notShipped)));
      expect(await storedScore(KESTREL_BRAND_ID, "KES-DLV-008")).toBeUndefined();
      expect((await post("kestrel", { tracking_id: "KES-DLV-008", security_key: key }, { courier_rating: 0 })).status).toBe(200);
      expect(await storedScore(KESTREL_BRAND_ID, "KES-DLV-008")).toBe(0);
      expect((await post("kestrel", { tracking_id: "KES-DLV-008", security_key: key }, { courier_rating: 10 })).status).toBe(200);
      expect(await storedScore(KESTREL_BRAND_ID, "KES-DLV-008")).toBe(10);
    });

    test("delivered 9 days ago: closed without a key, open with the shipment's key", async () => {
      expect(await post("demo", { tracking_id: "DEMO-DLV-008-OLD" }, { courier_rating: 4 })).toEqual(fail(403, englishTextOf(TRACKING_MESSAGE.ratingClosed)));
      expect(await post("kestrel", { tracking_id: "KES-DLV-008-OLD", security_key: "wrong" }, { courier_rating: 4 })).toEqual(
        fail(400, englishTextOf(TRACKING_MESSAGE.notShipped)),
      );
      const key = await securityKeyOf(database.db, KESTREL_BRAND_ID, "KES-DLV-008-OLD");
      expect((await post("kestrel", { tracking_id: "KES-DLV-008-OLD", security_key: key }, { courier_rating: 7 })).status).toBe(200);
    });

    test("not delivered: closed, with or without a key (nothing to rate yet)", async () => {
      expect(await post("demo", { tracking_id: "DEMO-TRN-005" }, { courier_rating: 4 })).toEqual(fail(403, englishTextOf(TRACKING_MESSAGE.ratingClosed)));
      const key = await securityKeyOf(database.db, DEMO_BRAND_ID, "DEMO-TRN-005");
      expect(await post("demo", { tracking_id: "DEMO-TRN-005", security_key: key }, { courier_rating: 4 })).toEqual(
        fail(403, englishTextOf(TRACKING_MESSAGE.ratingClosed)),
      );
    });

    test("a return pickup is not a delivery to rate", async () => {
      const key = await securityKeyOf(database.db, DEMO_BRAND_ID, "DEMO-RVP-008");
      expect(await post("demo", { tracking_id: "DEMO-RVP-008", security_key: key }, { courier_rating: 4 })).toEqual(
        fail(403, englishTextOf(TRACKING_MESSAGE.ratingClosed)),
      );
    });

    test("comments: core's English characters, any text in another language", async () => {
      expect(await post("demo", { tracking_id: "DEMO-DLV-032" }, { courier_rating: 4, comment: "<b>great</b>" })).toEqual(
        fail(400, "comment: Please use only English letters, numbers and common punctuation."),
      );
      // DEMO-DLV-032 was rated before: changing it takes the shipment's key.
      const key = await securityKeyOf(database.db, DEMO_BRAND_ID, "DEMO-DLV-032");
      expect((await post("demo", { tracking_id: "DEMO-DLV-032", security_key: key }, { courier_rating: 4, comment: "बहुत अच्छा" })).status).toBe(200);
    });

    test("another brand's shipment is not shipped here", async () => {
      expect(await post("demo", { tracking_id: "KES-DLV-008" }, { courier_rating: 4 })).toEqual(fail(400, englishTextOf(TRACKING_MESSAGE.notShipped)));
      const response = await server.call("kestrel", "/api/v1/courier-rating?tracking_id=DEMO-DLV-032");
      expect({ status: response.status, body: await response.json() }).toEqual(fail(400, englishTextOf(TRACKING_MESSAGE.notShipped)));
    });
  });

  describe("bad input is a 400 with a one-line message", () => {
    test.each([
      ["no rating", "demo", { tracking_id: "DEMO-DLV-032" }, { comment: "x" }, "courier_rating is required."],
      ["a rating as text", "demo", { tracking_id: "DEMO-DLV-032" }, { courier_rating: "4" }, "courier_rating: Please choose a rating."],
      ["half a star", "demo", { tracking_id: "DEMO-DLV-032" }, { courier_rating: 2.5 }, "courier_rating: Please choose a rating."],
      ["above 10", "kestrel", { tracking_id: "KES-DLV-008" }, { courier_rating: 11 }, "courier_rating must be between 0 and 10."],
      ["no stars", "demo", { tracking_id: "DEMO-DLV-032" }, { courier_rating: 0 }, "courier_rating must be between 1 and 5 stars."],
      ["six stars", "demo", { tracking_id: "DEMO-DLV-032" }, { courier_rating: 6 }, "courier_rating must be between 1 and 5 stars."],
      ["a comment too long", "demo", { tracking_id: "DEMO-DLV-032" }, { courier_rating: 4, comment: "a".repeat(1001) }, "comment is too long."],
      ["no tracking_id", "demo", {}, { courier_rating: 4 }, "tracking_id is required."],
    ])("%s", async (_name, subdomain, query: Record<string, string>, body, message) => {
      expect(await post(subdomain, query, body)).toEqual(fail(400, message));
    });
  });
  describe("a brand's own feedback questions (the demo store on bloom's package, which asks two)", () => {
    async function asBloom<T>(run: () => Promise<T>, subdomain = "demo"): Promise<T> {
      const linked = await linkBrandPackage(database.db, subdomain, "bloom");
      try {
        return await run();
      } finally {
        if (linked.ok) await linkBrandPackage(database.db, subdomain, linked.previous);
      }
    }

    test("answers to the questions it asks are stored and shown back with the shipment's key", async () => {
      const key = await securityKeyOf(database.db, DEMO_BRAND_ID, "DEMO-DLV-032");
      const query = { tracking_id: "DEMO-DLV-032", security_key: key };
      const answers = { "packaging-intact": true, "shade-as-pictured": 4 };
      const saved = await asBloom(() => post("demo", query, { courier_rating: 5, answers }));
      expect(saved.body.result).toEqual({ courier_rating: 5, comment: "", answers });
      expect(await server.client("demo").getCourierRating(query)).toEqual({ ok: true, data: { courier_rating: 5, comment: "", answers } });
    });

    test("on a brand with the security check, the answers (like the comment) are shown back only with the key", async () => {
      const key = await securityKeyOf(database.db, KESTREL_BRAND_ID, "KES-DLV-008");
      const answers = { "packaging-intact": false };
      const saved = await asBloom(() => post("kestrel", { tracking_id: "KES-DLV-008", security_key: key }, { courier_rating: 7, answers }), "kestrel");
      expect(saved.status).toBe(200);
      expect(await server.client("kestrel").getCourierRating({ tracking_id: "KES-DLV-008", security_key: key })).toEqual({
        ok: true,
        data: { courier_rating: 7, comment: "", answers },
      });
      const keyless = await server.call("kestrel", "/api/v1/courier-rating?tracking_id=KES-DLV-008");
      expect({ status: keyless.status, body: await keyless.json() }).toEqual(fail(400, englishTextOf(TRACKING_MESSAGE.notShipped)));
    });

    test.each([
      ["a question bloom does not ask", { "courier-courteous": true }, "This brand does not ask that feedback question."],
      ["a score for a yes-no question", { "packaging-intact": 3 }, "Please answer the feedback question with one of the choices shown."],
      ["yes-no for a score question", { "shade-as-pictured": false }, "Please answer the feedback question with one of the choices shown."],
    ])("%s is a 400 and the rating is not changed", async (_name, answers, message) => {
      const key = await securityKeyOf(database.db, DEMO_BRAND_ID, "DEMO-DLV-032");
      const before = await storedScore(DEMO_BRAND_ID, "DEMO-DLV-032");
      expect(await asBloom(() => post("demo", { tracking_id: "DEMO-DLV-032", security_key: key }, { courier_rating: 1, answers }))).toEqual(fail(400, message));
      expect(await storedScore(DEMO_BRAND_ID, "DEMO-DLV-032")).toBe(before);
    });

    test("a brand without questions refuses answers; answers outside the bank or the 1-5 range are bad input", async () => {
      const key = await securityKeyOf(database.db, DEMO_BRAND_ID, "DEMO-DLV-032");
      const query = { tracking_id: "DEMO-DLV-032", security_key: key };
      expect(await post("demo", query, { courier_rating: 4, answers: { "packaging-intact": true } })).toEqual(
        fail(400, "This brand does not ask that feedback question."),
      );
      const outside = await asBloom(() => post("demo", query, { courier_rating: 4, answers: { "favourite-colour": true } }));
      const tooHigh = await asBloom(() => post("demo", query, { courier_rating: 4, answers: { "shade-as-pictured": 6 } }));
      expect([outside.status, tooHigh.status]).toEqual([400, 400]);
    });
  });
});
