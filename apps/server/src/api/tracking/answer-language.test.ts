import { describe, expect, test } from "vitest";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { NOW, seedTrackingFixtures } from "../../testing/tracking-fixtures.ts";
import { useTrackingTestServer } from "../../testing/tracking-test-server.ts";

/** Core's messages in the catalogs, written out here so a lookup that silently fell back to English fails. */
const NOT_SHIPPED = {
  en: "The order/shipment you're trying to track has not been shown shipped yet or the order number entered is incorrect.",
  ar: "الطلب/الشحنة التي تحاول تتبعها لم تظهر كمشحونة بعد، أو أن رقم الطلب المُدخل غير صحيح.",
  ta: "நீங்கள் டிராக் செய்ய முயலும் ஆர்டர்/ஷிப்மென்ட் இன்னும் ஷிப் செய்யப்பட்டதாகக் காட்டப்படவில்லை, அல்லது உள்ளிட்ட ஆர்டர் எண் தவறானது.",
};
const RATING_CLOSED = { en: "This delivery can no longer be rated.", ar: "لم يعد بالإمكان تقييم هذا التوصيل." };

describe.each(testDatabases)("API messages in the request's language on $label", (target) => {
  const database = useTestDatabase(target, { setup: seedTrackingFixtures });
  const server = useTrackingTestServer(database, { now: NOW });

  async function messageOf(response: Response): Promise<[number, string]> {
    const body = (await response.json()) as { meta: { message: string } };
    return [response.status, body.meta.message];
  }
  const trackUnknown = (headers: Record<string, string> = {}) => server.call("demo", "/api/v1/track-order?waybill=NO-SUCH-WAYBILL", { headers });

  test("not shipped: English by default, else the first language of Accept-Language the portal speaks", async () => {
    expect(await messageOf(await trackUnknown())).toEqual([400, NOT_SHIPPED.en]);
    expect(await messageOf(await trackUnknown({ "accept-language": "ar" }))).toEqual([400, NOT_SHIPPED.ar]);
    expect(await messageOf(await trackUnknown({ "accept-language": "fr-FR, ta;q=0.8, ar;q=0.5" }))).toEqual([400, NOT_SHIPPED.ta]);
    expect(await messageOf(await trackUnknown({ "accept-language": "fr, de" }))).toEqual([400, NOT_SHIPPED.en]);
  });

  test("rating closed, in Arabic when asked for and in English otherwise", async () => {
    const rate = (headers: Record<string, string>) =>
      server.call("demo", "/api/v1/courier-rating?tracking_id=DEMO-TRN-005", {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ courier_rating: 4 }),
      });
    expect(await messageOf(await rate({ "accept-language": "ar" }))).toEqual([403, RATING_CLOSED.ar]);
    expect(await messageOf(await rate({}))).toEqual([403, RATING_CLOSED.en]);
  });
});
