import { describe, expect, test } from "vitest";
import * as v from "valibot";
import { SurveyShortlinkResponseSchema } from "@portal/core/api";
import { linkBrandPackage } from "../../../brands/link-brand-package.ts";
import { saveThemeForBrand, findThemeForBrand } from "@portal/db/repositories/themes";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { TRACKING_MESSAGE } from "@portal/core/messages";
import { DEMO_BRAND_ID, KESTREL_BRAND_ID, NOW, securityKeyOf, seedTrackingFixtures } from "../../../testing/tracking-fixtures.ts";
import { useTrackingTestServer } from "../../../testing/tracking-test-server.ts";
import { englishTextOf } from "@portal/i18n/english";

// Which hosts a brand allows is core's rule, tested in packages/core/src/brand/survey-link.test.ts.
describe.each(testDatabases)("GET survey-shortlink on $label", (target) => {
  const database = useTestDatabase(target, { setup: seedTrackingFixtures });
  const server = useTrackingTestServer(database, { now: NOW });

  async function get(subdomain: string, query: Record<string, string>) {
    const response = await server.call(subdomain, `/api/v1/survey-shortlink?${new URLSearchParams(query)}`);
    return { status: response.status, body: (await response.json()) as unknown };
  }
  const fail = (status: number, message: string) => ({ status, body: { meta: { success: false, status, message }, result: null } });

  test("the brand's survey on its own site (kestrel checks keys: without one, the unknown waybill's answer)", async () => {
    const key = await securityKeyOf(database.db, KESTREL_BRAND_ID, "KES-DLV-008");
    const { status, body } = await get("kestrel", { tracking_id: "KES-DLV-008", security_key: key });
    expect(status).toBe(200);
    expect(v.safeParse(SurveyShortlinkResponseSchema, body).success).toBe(true);
    expect(await server.client("kestrel").getSurveyShortlink({ tracking_id: "KES-DLV-008", security_key: key })).toEqual({
      ok: true,
      data: { short_link: "https://kestrel.example/survey" },
    });
    expect(await get("kestrel", { tracking_id: "KES-DLV-008" })).toEqual(fail(400, englishTextOf(TRACKING_MESSAGE.notShipped)));
  });

  test("a brand without a survey", async () => {
    expect(await get("demo", { tracking_id: "DEMO-DLV-008" })).toEqual(fail(404, englishTextOf(TRACKING_MESSAGE.noSurvey)));
  });

  test("a survey on a host the brand does not allow", async () => {
    const original = await findThemeForBrand(database.db, DEMO_BRAND_ID);
    if (!original) throw new Error("the demo brand has a theme");
    await saveThemeForBrand(
      database.db,
      DEMO_BRAND_ID,
      { ...original, config: { ...original.config, survey_url: "https://elsewhere.example/form" } },
      { now: NOW },
    );
    expect(await get("demo", { tracking_id: "DEMO-DLV-008" })).toEqual(fail(422, englishTextOf(TRACKING_MESSAGE.surveyHostNotAllowed)));
    await saveThemeForBrand(database.db, DEMO_BRAND_ID, original, { now: NOW });
  });

  test("a survey on an external host the brand package's manifest names (marigold's survey service)", async () => {
    const original = await findThemeForBrand(database.db, DEMO_BRAND_ID);
    if (!original) throw new Error("the demo brand has a theme");
    const survey = "https://survey.petalpoll.example/s/after-delivery";
    await saveThemeForBrand(database.db, DEMO_BRAND_ID, { ...original, config: { ...original.config, survey_url: survey } }, { now: NOW });
    const before = await get("demo", { tracking_id: "DEMO-DLV-008" });
    const linked = await linkBrandPackage(database.db, "demo", "marigold");
    const after = await get("demo", { tracking_id: "DEMO-DLV-008" });
    if (linked.ok) await linkBrandPackage(database.db, "demo", linked.previous);
    await saveThemeForBrand(database.db, DEMO_BRAND_ID, original, { now: NOW });
    expect({ before, after }).toEqual({
      before: fail(422, englishTextOf(TRACKING_MESSAGE.surveyHostNotAllowed)),
      after: { status: 200, body: { meta: { success: true, status: 200, message: "" }, result: { short_link: survey } } },
    });
  });

  test("another brand's shipment is not shipped here; bad input is a 400", async () => {
    expect(await get("demo", { tracking_id: "KES-DLV-008" })).toEqual(fail(400, englishTextOf(TRACKING_MESSAGE.notShipped)));
    expect(await get("kestrel", {})).toEqual(fail(400, "tracking_id is required."));
  });
});
