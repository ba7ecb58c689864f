import { describe, expect, test } from "vitest";
import * as v from "valibot";
import { SurveyShortlinkResponseSchema } from "@portal/core/api";
import type { Theme } from "@portal/core/theme";
import { saveThemeForBrand, findThemeForBrand } from "../../../db/repositories/themes.ts";
import { testDatabases, useTestDatabase } from "../../../db/testing/test-databases.ts";
import { TRACKING_MESSAGE } from "../tracking-messages.ts";
import { DEMO_BRAND_ID, NOW, seedTrackingFixtures } from "../testing/tracking-fixtures.ts";
import { useTrackingTestServer } from "../testing/tracking-test-server.ts";
import { surveyLinkOf } from "./survey-link.ts";

const theme = (survey_url: string | undefined, website: string | undefined): Theme => ({
  name: "T",
  tokens: {},
  config: survey_url === undefined ? {} : { survey_url },
  meta_data: website === undefined ? {} : { website },
});

describe("which survey links a brand allows", () => {
  test.each([
    ["https://kestrel.example/survey", "https://kestrel.example", { kind: "allowed", url: "https://kestrel.example/survey" }],
    ["https://survey.kestrel.example/s?id=1", "https://www.kestrel.example/", { kind: "allowed", url: "https://survey.kestrel.example/s?id=1" }],
    ["http://kestrel.example/survey", "https://kestrel.example", { kind: "host-not-allowed" }],
    ["https://evil.example/survey", "https://kestrel.example", { kind: "host-not-allowed" }],
    ["https://kestrel.example.evil.example/", "https://kestrel.example", { kind: "host-not-allowed" }],
    ["https://user:pw@kestrel.example/", "https://kestrel.example", { kind: "host-not-allowed" }],
    ["javascript:alert(1)", "https://kestrel.example", { kind: "host-not-allowed" }],
    ["not a url", "https://kestrel.example", { kind: "host-not-allowed" }],
    ["https://kestrel.example/survey", undefined, { kind: "host-not-allowed" }],
    [undefined, "https://kestrel.example", { kind: "none" }],
    ["  ", "https://kestrel.example", { kind: "none" }],
  ])("%j on %j", (survey, website, link) => {
    expect(surveyLinkOf(theme(survey, website))).toEqual(link);
  });
});

describe.each(testDatabases)("GET survey-shortlink on $label", (target) => {
  const database = useTestDatabase(target, { setup: seedTrackingFixtures });
  const server = useTrackingTestServer(database, { now: NOW });

  async function get(subdomain: string, query: Record<string, string>) {
    const response = await server.call(subdomain, `/api/v1/survey-shortlink?${new URLSearchParams(query)}`);
    return { status: response.status, body: (await response.json()) as unknown };
  }
  const fail = (status: number, message: string) => ({ status, body: { meta: { success: false, status, message }, result: null } });

  test("the brand's survey on its own site", async () => {
    const { status, body } = await get("kestrel", { tracking_id: "KES-DLV-008" });
    expect(status).toBe(200);
    expect(v.safeParse(SurveyShortlinkResponseSchema, body).success).toBe(true);
    expect(await server.client("kestrel").getSurveyShortlink({ tracking_id: "KES-DLV-008" })).toEqual({ ok: true, data: { short_link: "https://kestrel.example/survey" } });
  });

  test("a brand without a survey", async () => {
    expect(await get("demo", { tracking_id: "DEMO-DLV-008" })).toEqual(fail(404, TRACKING_MESSAGE.noSurvey));
  });

  test("a survey on a host the brand does not allow", async () => {
    const original = await findThemeForBrand(database.db, DEMO_BRAND_ID);
    if (!original) throw new Error("the demo brand has a theme");
    await saveThemeForBrand(database.db, DEMO_BRAND_ID, { ...original, config: { ...original.config, survey_url: "https://elsewhere.example/form" } }, { now: NOW });
    expect(await get("demo", { tracking_id: "DEMO-DLV-008" })).toEqual(fail(422, TRACKING_MESSAGE.surveyHostNotAllowed));
    await saveThemeForBrand(database.db, DEMO_BRAND_ID, original, { now: NOW });
  });

  test("another brand's shipment is not shipped here; bad input is a 400", async () => {
    expect(await get("demo", { tracking_id: "KES-DLV-008" })).toEqual(fail(400, TRACKING_MESSAGE.notShipped));
    expect(await get("kestrel", {})).toEqual(fail(400, "tracking_id is required."));
  });
});
