import { describe, expect, test } from "vitest";
import { fieldProblem, INPUT_MESSAGE, RETURNS_MESSAGE } from "@portal/core/messages";
import { VALIDATION_MESSAGE } from "@portal/core/validation";
import * as v from "valibot";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { IfscLookupResponseSchema } from "@portal/core/api";
import { NOW, insertReturnsFixture } from "../../testing/returns-fixtures.ts";
import { saveExchangeInstructions, upsertFixedIdReturnReasons } from "@portal/db/repositories/import-return-reasons";
import { storedTranslations } from "@portal/db/repositories/returns-records";
import { useReturnsTestServer } from "../../testing/returns-test-server.ts";
import { englishTextOf } from "@portal/i18n/english";
import { messageIn } from "@portal/i18n/server";

// Return reasons, exchange variants, pincodes, place search and IFSC, over real HTTP.

describe.each(testDatabases)("returns lookups on $label", (target) => {
  const database = useTestDatabase(target, { setup: insertReturnsFixture });
  const server = useReturnsTestServer(database, { now: () => NOW });

  describe("GET return-reasons", () => {
    test("reasons flat with their active flag, the active ones with sub reasons and photo rules, and the exchange instructions", async () => {
      const answer = await server.client("alpha").getReturnReasons({ domain: "alpha" });
      if (!answer.ok) throw new Error(answer.error.message);
      expect(answer.data.return_reasons.map((r) => [r.id, r.active])).toEqual([
        [1, true],
        [2, true],
        [3, false],
        [4, true],
      ]);
      expect(answer.data.returnReasonsWithSubReason.map((r) => r.id)).toEqual([1, 2, 4]);
      expect(answer.data.returnReasonsWithSubReason[0]?.sub_reasons).toEqual([
        { id: 101, name: "Too small", translations: {} },
        { id: 102, name: "Too large", translations: {} },
      ]);
      expect(answer.data.returnReasonsWithSubReason[1]).toMatchObject({ reason_name: "Damaged product", imageRequired: true, imageQuantity: 2 });
      expect(answer.data.exchangeInstructions).toBe("Pick a new size.");
    });

    // Issue 33 item 11: a brand's texts in its other languages travel beside the default-language name.
    test("reasons, sub reasons and instructions answer their other languages; rows written before answer none", async () => {
      const alpha = "b-alpha";
      await upsertFixedIdReturnReasons(
        database.db,
        [
          {
            id: `${alpha}:r4`,
            brand_id: alpha,
            reason_id: 4,
            name: "Changed my mind",
            translations: storedTranslations({ ar: "غيّرت رأيي", hi: "मेरा मन बदल गया", ta: " " }),
            active: 1,
            image_required: 0,
            image_quantity: 0,
            position: 3,
          },
        ],
        [
          {
            id: `${alpha}:s101`,
            brand_id: alpha,
            reason_id: 1,
            sub_reason_id: 101,
            name: "Too small",
            translations: storedTranslations({ ar: "صغير جدًا" }),
            position: 0,
          },
        ],
      );
      await saveExchangeInstructions(database.db, alpha, "Pick a new size.", { now: NOW, translations: { ta: "புதிய அளவைத் தேர்ந்தெடுக்கவும்." } });
      const answer = await server.client("alpha").getReturnReasons({ domain: "alpha" });
      if (!answer.ok) throw new Error(answer.error.message);
      const changed = answer.data.returnReasonsWithSubReason.find((r) => r.id === 4);
      // A blank language is not stored: the page falls back to the default for it.
      expect(changed).toMatchObject({ reason_name: "Changed my mind", translations: { ar: "غيّرت رأيي", hi: "मेरा मन बदल गया" } });
      expect(answer.data.return_reasons.find((r) => r.id === 4)?.translations).toEqual({ ar: "غيّرت رأيي", hi: "मेरा मन बदल गया" });
      expect(answer.data.returnReasonsWithSubReason[0]?.sub_reasons[0]).toEqual({ id: 101, name: "Too small", translations: { ar: "صغير جدًا" } });
      expect(answer.data.returnReasonsWithSubReason[0]?.translations).toEqual({});
      expect(answer.data.exchangeInstructionsTranslations).toEqual({ ta: "புதிய அளவைத் தேர்ந்தெடுக்கவும்." });
      const beta = await server.getJson("beta", "return-reasons?domain=beta");
      expect(beta.body.result.exchangeInstructionsTranslations).toEqual({});
    });

    test("a brand without instructions gets an empty text; bad input and unknown hosts are refused", async () => {
      const beta = await server.getJson("beta", "return-reasons?domain=beta");
      expect(beta.body.result.exchangeInstructions).toBe("");
      expect(await server.getJson("beta", "return-reasons")).toMatchObject({
        status: 400,
        body: { meta: { success: false, status: 400, message: "domain is required." } },
      });
      expect(await server.getJson("nobody", "return-reasons?domain=nobody")).toMatchObject({
        status: 404,
        body: { meta: { message: englishTextOf(RETURNS_MESSAGE.noBrand) } },
      });
    });
  });

  describe("GET fetch-variants", () => {
    test("the item's variants with stock, meta.status 200", async () => {
      const answer = await server.client("alpha").getVariants({ domain: "alpha", itemInfoId: "11" });
      if (!answer.ok) throw new Error(answer.error.message);
      expect(answer.data.dataList).toEqual([
        { id: "11-M", title: "Linen Shirt — M", inventory_quantity: 0 },
        { id: "11-S", title: "Linen Shirt — S", inventory_quantity: 5 },
      ]);
      const known = await server.getJson("alpha", "fetch-variants?domain=alpha&itemInfoId=12");
      expect(known.body).toMatchObject({ meta: { success: true, status: 200 }, result: { dataList: [] } });
    });

    test("another brand's item is not found; a non-numeric or missing id is bad input", async () => {
      expect(await server.getJson("beta", "fetch-variants?domain=beta&itemInfoId=11")).toMatchObject({
        status: 404,
        body: { meta: { message: englishTextOf(RETURNS_MESSAGE.itemNotFound) } },
      });
      expect(await server.getJson("alpha", "fetch-variants?domain=alpha&itemInfoId=abc")).toMatchObject({
        status: 400,
        body: { meta: { message: "itemInfoId must be a whole number." } },
      });
      expect(await server.getJson("alpha", "fetch-variants?domain=alpha")).toMatchObject({
        status: 400,
        body: { meta: { message: "itemInfoId is required." } },
      });
      // Beyond a 32-bit id: bad input, not a database error.
      expect((await server.getJson("alpha", "fetch-variants?domain=alpha&itemInfoId=99999999999")).status).toBe(400);
    });
  });

  describe("GET pincode-serviceability", () => {
    test("a served pincode, with its city and state", async () => {
      const answer = await server.client("alpha").checkPincodeServiceability({ shipment_uuid: "u-a1", pickup_pincode: "411001" });
      if (!answer.ok) throw new Error(answer.error.message);
      expect(answer.data).toEqual({ pincode_serviceable: true, pincode_data: { pincode: "411001", city: "Pune", state: "Maharashtra", country: "IN" } });
    });

    test("island pincodes are not served: the product rules' message asks the shopper to ship the order", async () => {
      const { status, body } = await server.getJson("alpha", "pincode-serviceability?shipment_uuid=u-a1&pickup_pincode=744101");
      expect(status).toBe(200);
      expect(body.meta).toEqual({ success: true, status: 200, message: "Pincode is not serviceable, please ship order to us." });
      expect(body.result.pincode_serviceable).toBe(false);
      expect(body.result.pincode_data.state).toBe("Andaman & Nicobar Islands");
    });

    test("outside India no pickups are offered; a US ZIP code is asked about as one", async () => {
      const { body } = await server.getJson("gamma", "pincode-serviceability?shipment_uuid=u-g1&pickup_pincode=98103");
      expect(body.result).toEqual({ pincode_serviceable: false, pincode_data: null });
      expect(await server.getJson("gamma", "pincode-serviceability?shipment_uuid=u-g1&pickup_pincode=411001")).toMatchObject({
        status: 400,
        body: { meta: { message: "pickup_pincode: Please enter a 5 digit ZIP code." } },
      });
    });

    test("another brand's shipment is not found; bad pincodes and missing ids are bad input", async () => {
      expect((await server.getJson("beta", "pincode-serviceability?shipment_uuid=u-a1&pickup_pincode=411001")).status).toBe(404);
      expect(await server.getJson("alpha", "pincode-serviceability?shipment_uuid=u-a1&pickup_pincode=4110")).toMatchObject({
        status: 400,
        body: { meta: { message: "pickup_pincode: Please enter 6 digit pincode." } },
      });
      expect(await server.getJson("alpha", "pincode-serviceability?shipment_uuid=u-a1&pickup_pincode=41100A")).toMatchObject({
        status: 400,
        body: { meta: { message: "pickup_pincode: Please enter 6 digit pincode." } },
      });
      expect(await server.getJson("alpha", "pincode-serviceability?pickup_pincode=411001")).toMatchObject({
        status: 400,
        body: { meta: { message: "shipment_uuid is required." } },
      });
    });
  });

  describe("POST pincode", () => {
    test("city and state of a pincode and whether it is served", async () => {
      const answer = await server.client("alpha").checkPincode({ pincode: "560038" });
      if (!answer.ok) throw new Error(answer.error.message);
      expect(answer.data).toEqual({ serviceable: true, city: "Bangalore", state: "Karnataka" });
      const unknown = await server.postJson("alpha", "pincode", { pincode: "999999" });
      expect(unknown.body).toMatchObject({
        meta: { success: true, message: englishTextOf(RETURNS_MESSAGE.pincodeUnknown) },
        result: { serviceable: false, city: "" },
      });
    });

    test("malformed bodies are bad input", async () => {
      expect(await server.postJson("alpha", "pincode", { pincode: "56003" })).toMatchObject({
        status: 400,
        body: { meta: { message: "Please enter 6 digit pincode." } },
      });
      expect(await server.postJson("alpha", "pincode", "{not json")).toMatchObject({
        status: 400,
        body: { meta: { message: englishTextOf(INPUT_MESSAGE.bodyNotJson) } },
      });
      expect(await server.postJson("alpha", "pincode", [1])).toMatchObject({
        status: 400,
        body: { meta: { message: englishTextOf(INPUT_MESSAGE.bodyNotJson) } },
      });
    });

    test("a bad pincode is answered in the page's language; in English with the product rules' exact text", async () => {
      const refusal = async (language: string | undefined) => {
        const headers: Record<string, string> = language ? { "accept-language": language } : {};
        return (await server.postJson("alpha", "pincode", { pincode: "56003" }, headers)).body.meta.message;
      };
      expect(await refusal(undefined)).toBe("Please enter 6 digit pincode.");
      expect(await refusal("en")).toBe("Please enter 6 digit pincode.");
      expect(await refusal("hi")).toBe("कृपया 6 अंकों का पिनकोड दर्ज करें।");
      expect(await refusal("ar")).toBe("يُرجى إدخال رمز بريدي مكوّن من 6 أرقام.");
      // A field the text does not name is named before it, in the same language.
      const pickup = await server.getJson("alpha", "pincode-serviceability?shipment_uuid=u-a1&pickup_pincode=4110", { "accept-language": "hi" });
      expect(pickup.body.meta.message).toBe(messageIn("hi", fieldProblem("pickup_pincode", VALIDATION_MESSAGE.pincode)));
      expect(pickup.body.meta.message).toContain("कृपया 6 अंकों का पिनकोड दर्ज करें।");
    });
  });

  describe("GET place-search", () => {
    test("by place name: few, relevant suggestions with their pincode", async () => {
      const { status, body } = await server.getJson("alpha", "place-search?key=koregaon");
      expect(status).toBe(200);
      expect(body.data.predictions).toHaveLength(5);
      // The exact name first, bigger post offices before branch offices.
      expect(body.data.predictions[0]).toEqual({ description: "Koregaon, Satara, Maharashtra 415501", place_id: "415501" });
      expect(body.data.predictions.every((p: { description: string }) => p.description.startsWith("Koregaon"))).toBe(true);
      // A second word narrows it down, here by district.
      const narrowed = await server.getJson("alpha", "place-search?key=indiranagar%20bang");
      expect(narrowed.body.data.predictions).toEqual([{ description: "Indiranagar, Bangalore, Karnataka 560038", place_id: "560038" }]);
    });

    test("by the start of a pincode, and through core's client (its `query` name)", async () => {
      const answer = await server.client("alpha").searchPlaces({ query: "41100" });
      if (!answer.ok) throw new Error(answer.error.message);
      expect(answer.data.data.predictions.map((p) => p.place_id)).toEqual(["411001", "411002", "411003", "411004", "411005"]);
    });

    test("quick once the index is built", async () => {
      await server.getJson("alpha", "place-search?key=pune");
      const started = performance.now();
      for (const key of ["indiranagar", "bandra", "salt lake", "560", "jubilee hills"])
        await server.getJson("alpha", `place-search?key=${encodeURIComponent(key)}`);
      expect((performance.now() - started) / 5).toBeLessThan(100);
    });

    test("an empty or missing key is bad input", async () => {
      expect(await server.getJson("alpha", "place-search?key=%20")).toMatchObject({ status: 400, body: { meta: { message: "key is required." } } });
      expect(await server.getJson("alpha", "place-search")).toMatchObject({ status: 400 });
    });
  });

  describe("GET ifsc-lookup", () => {
    test("an existing IFSC: its bank; branch names are not available offline", async () => {
      const { status, body } = await server.getJson("alpha", "ifsc-lookup?ifsc=hdfc0000001");
      expect(status).toBe(200);
      const parsed = v.parse(IfscLookupResponseSchema, body);
      expect(parsed.result).toEqual({
        ifsc: "HDFC0000001",
        valid: true,
        bank_code: "HDFC",
        bank_name: "HDFC Bank",
        branch_name: null,
        branch_available: false,
      });
      expect(parsed.meta.message).toBe(englishTextOf(RETURNS_MESSAGE.ifscBranchUnavailable));
    });

    test("a well-formed code no bank uses is not valid; a malformed one is bad input", async () => {
      const unknown = await server.getJson("alpha", "ifsc-lookup?ifsc=HDFC0ZZZZZZ");
      expect(unknown.body).toMatchObject({
        meta: { success: true, message: englishTextOf(RETURNS_MESSAGE.ifscUnknown) },
        result: { valid: false, bank_name: "" },
      });
      expect(await server.getJson("alpha", "ifsc-lookup?ifsc=HDFC123")).toMatchObject({
        status: 400,
        body: { meta: { message: "ifsc: Please enter a valid 11-character IFSC code." } },
      });
    });

    test.each(["gamma", "delta"])("a brand outside India (%s) gets no IFSC lookup: its accounts have none", async (brand) => {
      const { status, body } = await server.getJson(brand, "ifsc-lookup?ifsc=HDFC0000001");
      expect(status).toBe(404);
      expect(body).toMatchObject({ meta: { success: false, message: englishTextOf(RETURNS_MESSAGE.ifscOnlyInIndia) }, result: null });
    });
  });

  describe("with a deployment's own providers", () => {
    const custom = useReturnsTestServer(database, {
      now: () => NOW,
      returns: {
        providers: {
          serviceability: { check: async ({ pincode }) => ({ serviceable: true, place: { pincode, city: "Somewhere", state: "Anywhere", country: "US" } }) },
          placeSearch: { search: async (query) => [{ description: `Maps: ${query}`, place_id: "maps-1" }] },
        },
      },
    });

    test("they replace the offline ones", async () => {
      const { body } = await custom.getJson("gamma", "pincode-serviceability?shipment_uuid=u-g1&pickup_pincode=94110");
      expect(body.result).toEqual({ pincode_serviceable: true, pincode_data: { pincode: "94110", city: "Somewhere", state: "Anywhere", country: "US" } });
      expect((await custom.getJson("gamma", "place-search?key=market")).body.data.predictions).toEqual([{ description: "Maps: market", place_id: "maps-1" }]);
      // The others stay offline.
      expect((await custom.getJson("alpha", "ifsc-lookup?ifsc=SBIN0000001")).body.result.valid).toBe(true);
    });
  });

  test("answers are never cached", async () => {
    const response = await server.call("alpha", "return-reasons?domain=alpha");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});
