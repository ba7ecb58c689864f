import { Hono } from "hono";
import { API_BASE_PATH, ReturnReasonTextsResultSchema, ReturnTextVersionTextsSchema } from "@portal/core/api";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import * as v from "valibot";
import { replaceReturnReasons, saveExchangeInstructions } from "@portal/db/repositories/import-return-reasons";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import type { Kysely } from "kysely";
import type { Database } from "@portal/db/schema";
import { createAdminApi } from "../admin-api.ts";
import { createLogger } from "../../../log/logger.ts";
import { startTestServer, type TestServer } from "../../../testing/http-test-server.ts";
import { ACME_HOST, ACME_ORIGIN, ADMIN_PASSWORD, NOW, cookiePair, insertAdminFixtures, testDeps, testEnv } from "../../../testing/admin-test-fixtures.ts";
import { readReturnReasons } from "../../returns/routes/return-reasons-route.ts";
import { findBrandBySubdomain } from "@portal/db/repositories/brands";

const JSON_HEADERS = { "content-type": "application/json" };
const PATH = "/api/v1/admin/return-reason-texts";

/** Two brands with reasons of the same ids: acme's admin may change only acme's. */
async function insertReasons(db: Kysely<Database>): Promise<void> {
  await insertAdminFixtures(db);
  for (const [brandId, word] of [
    ["b-acme", "Acme"],
    ["b-zulu", "Zulu"],
  ] as const) {
    await replaceReturnReasons(db, brandId, [
      {
        reasonId: 1,
        name: `${word}: size issue`,
        translations: { hi: "साइज़ की समस्या" },
        active: true,
        imageRequired: false,
        imageQuantity: 0,
        subReasons: [{ subReasonId: 101, name: `${word}: too small`, translations: {} }],
      },
      { reasonId: 2, name: `${word}: changed my mind`, active: false, imageRequired: false, imageQuantity: 0, subReasons: [] },
    ]);
    await saveExchangeInstructions(db, brandId, `${word}: choose a new size.`, { now: NOW });
  }
  // A reason only zulu has.
  await db
    .insertInto("return_reasons")
    .values({
      id: "zulu-9",
      brand_id: "b-zulu",
      reason_id: 9,
      name: "Zulu only",
      translations: null,
      active: 1,
      image_required: 0,
      image_quantity: 0,
      position: 9,
    })
    .execute();
}

describe.each(testDatabases)("admin return reason texts API on $label", (target) => {
  const database = useTestDatabase(target, { setup: insertReasons });
  const logLines: string[] = [];
  let server: TestServer;
  beforeAll(async () => {
    if (target.skipReason) return;
    const deps = { ...testDeps(database.db, testEnv()), log: createLogger("debug", (line) => logLines.push(line)) };
    server = await startTestServer(new Hono().route(API_BASE_PATH, createAdminApi(deps)));
  });
  afterAll(async () => server?.close());

  const logIn = async () => {
    const response = await server.fetch(ACME_HOST, "/api/v1/login", {
      method: "POST",
      headers: { ...JSON_HEADERS, origin: ACME_ORIGIN },
      body: JSON.stringify({ username: "admin", password: ADMIN_PASSWORD }),
    });
    return cookiePair(response.headers.getSetCookie()[0] ?? "");
  };
  const get = async (cookie: string, brand: string) => {
    const response = await server.fetch(ACME_HOST, `${PATH}?brand=${brand}`, { headers: { cookie } });
    return { status: response.status, body: await response.json() };
  };
  const post = async (cookie: string, brand: string, body: unknown, origin = ACME_ORIGIN, path = PATH) => {
    const response = await server.fetch(ACME_HOST, `${path}?brand=${brand}`, {
      method: "POST",
      headers: { ...JSON_HEADERS, cookie, origin },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { meta: { message: string }; result?: unknown } };
  };
  /** What the shopper's return flow reads (GET return-reasons answers the same). */
  const shopperReasons = async (subdomain: string) => {
    const answer = await readReturnReasons({ db: database.db }, await findBrandBySubdomain(database.db, subdomain));
    if (!answer.ok) throw new Error("no reasons");
    return answer.result;
  };
  const edit = (changes: { ta?: string; name?: string; instructions?: string; hi?: string; id?: number; subId?: number } = {}) => ({
    reasons: [
      {
        id: changes.id ?? 1,
        name: changes.name ?? "Acme: size issue",
        translations: { hi: changes.hi ?? "साइज़ की समस्या", ta: changes.ta ?? "அளவு பிரச்சினை", ar: "  مشكلة في المقاس  " },
        sub_reasons: [{ id: changes.subId ?? 101, name: "Acme: too small", translations: { ta: "மிகவும் சிறியது" } }],
      },
    ],
    exchange_instructions: { text: changes.instructions ?? "Acme: choose a new size.\nWe ship it at once.", translations: { ar: "اختر مقاسًا جديدًا." } },
  });

  test("reads the brand's texts and saves their languages; the shopper's reasons answer has them at once", async () => {
    const cookie = await logIn();
    const read = await get(cookie, "acme");
    expect(read.status).toBe(200);
    const texts = v.parse(ReturnReasonTextsResultSchema, read.body.result);
    expect(texts).toEqual({
      default_locale: "en",
      reasons: [
        {
          id: 1,
          name: "Acme: size issue",
          active: true,
          translations: { hi: "साइज़ की समस्या" },
          sub_reasons: [{ id: 101, name: "Acme: too small", translations: {} }],
        },
        { id: 2, name: "Acme: changed my mind", active: false, translations: {}, sub_reasons: [] },
      ],
      exchange_instructions: { text: "Acme: choose a new size.", translations: {} },
      versions: [],
    });

    // hi emptied falls back to the default language; an en copy among the translations is dropped.
    const body = edit({ hi: "" });
    const saved = await post(cookie, "acme", {
      ...body,
      reasons: [{ ...body.reasons[0], translations: { ...body.reasons[0]?.translations, en: "stale copy" } }],
    });
    expect(saved.status).toBe(200);
    const after = v.parse(ReturnReasonTextsResultSchema, saved.body.result);
    expect(after.reasons[0]).toMatchObject({
      translations: { ta: "அளவு பிரச்சினை", ar: "مشكلة في المقاس" },
      sub_reasons: [{ translations: { ta: "மிகவும் சிறியது" } }],
    });
    expect(after.reasons[0]?.translations).not.toHaveProperty("hi");
    expect(after.reasons[0]?.translations).not.toHaveProperty("en");
    // A saved version: who, when, and the six values that changed (hi gone; ta, ar, the sub
    // reason's ta, the instructions and their ar new).
    expect(after.versions).toEqual([{ id: expect.any(String), username: "admin", changed: 6, created_at: NOW.toISOString() }]);
    const [version] = await database.db.selectFrom("return_text_versions").selectAll().where("brand_id", "=", "b-acme").execute();
    expect(JSON.parse(version?.texts_json ?? "{}").reasons[0].translations).toEqual({ ta: "அளவு பிரச்சினை", ar: "مشكلة في المقاس" });
    // Reason 2 was not in the body: untouched.
    expect(after.reasons[1]).toEqual(texts.reasons[1]);
    // The same words again: a version that changed nothing says so.
    const again = v.parse(
      ReturnReasonTextsResultSchema,
      (await post(cookie, "acme", { ...body, reasons: [{ ...body.reasons[0], translations: { ...body.reasons[0]?.translations } }] })).body.result,
    );
    // (The fixed clock gives both the same time, so their order is not asserted.)
    expect(again.versions.map((version) => version.changed).toSorted()).toEqual([0, 6]);

    const shopper = await shopperReasons("acme");
    expect(shopper.returnReasonsWithSubReason[0]).toMatchObject({
      reason_name: "Acme: size issue",
      translations: { ta: "அளவு பிரச்சினை", ar: "مشكلة في المقاس" },
      sub_reasons: [{ id: 101, translations: { ta: "மிகவும் சிறியது" } }],
    });
    expect(shopper.exchangeInstructions).toBe("Acme: choose a new size.\nWe ship it at once.");
    expect(shopper.exchangeInstructionsTranslations).toEqual({ ar: "اختر مقاسًا جديدًا." });

    // Audited without the words.
    const audit = logLines.find((line) => line.includes("return reason texts saved")) ?? "";
    expect(audit).toContain('"username":"admin"');
    expect(audit).toContain('"brand":"acme"');
    expect(audit).not.toContain("அளவு");
  });

  test.each([
    ["markup", edit({ ta: "<b>அளவு</b>" }), "Texts are shown as plain text: leave out < and >."],
    ["too long", edit({ ta: "அ".repeat(121) }), "Each text is at most 120 characters."],
    ["no default text", edit({ name: "   " }), "Each reason and sub reason needs its text in the brand's default language."],
    ["a line break in a reason", edit({ ta: "அளவு\nபிரச்சினை" }), "Texts are one line, with no control characters."],
    ["an unknown language", { ...edit(), exchange_instructions: { text: "x", translations: { xx: "x" } } }, "A translation's language is one of"],
    ["instructions too long", edit({ instructions: "a".repeat(601) }), "Each text is at most 600 characters."],
    ["another brand's reason", edit({ id: 9 }), "not one of this brand's"],
    ["a sub reason of another reason", edit({ subId: 201 }), "not one of this brand's"],
    ["not JSON", "{reasons:", ""],
    ["no list", { exchange_instructions: { text: "", translations: {} } }, "reasons"],
  ])("%s: 400 with a clear message, nothing changed", async (_label, body, message) => {
    const cookie = await logIn();
    const before = await shopperReasons("acme");
    const answer = await post(cookie, "acme", body);
    expect(answer.status).toBe(400);
    expect(answer.body.meta.message.length).toBeGreaterThan(10);
    expect(answer.body.meta.message).toContain(message);
    expect(await shopperReasons("acme")).toEqual(before);
  });

  test("one brand's staff cannot read or change another brand's texts; a foreign origin or no session changes nothing", async () => {
    const cookie = await logIn();
    const zuluBefore = await shopperReasons("zulu");
    expect((await get(cookie, "zulu")).status).toBe(403);
    const foreignBrand = await post(cookie, "zulu", { ...edit(), reasons: [{ ...edit().reasons[0], name: "Zulu: size issue" }] });
    expect(foreignBrand.status).toBe(403);
    expect(foreignBrand.body.meta.message).toBe("You do not manage this brand.");
    expect((await post(cookie, "acme", edit({ ta: "CSRF" }), "http://evil.example")).status).toBe(403);
    expect((await post("", "acme", edit({ ta: "anonymous" }))).status).toBe(401);
    expect(await shopperReasons("zulu")).toEqual(zuluBefore);
    expect(JSON.stringify(await shopperReasons("acme"))).not.toMatch(/CSRF|anonymous/);
  });

  describe("restoring a saved version", () => {
    const RESTORE = `${PATH}/restore`;
    const restore = (cookie: string, brand: string, body: unknown, origin = ACME_ORIGIN) => post(cookie, brand, body, origin, RESTORE);
    const versionIds = async (brandId: string) =>
      (await database.db.selectFrom("return_text_versions").select("id").where("brand_id", "=", brandId).execute()).map((row) => row.id);
    /** A version row as the save writes it, with words of the test's choosing. */
    const insertVersion = async (brandId: string, id: string, textsJson: string) => {
      await database.db
        .insertInto("return_text_versions")
        .values({ id, brand_id: brandId, admin_user_id: null, username: "import-era", changed: 1, texts_json: textsJson, created_at: NOW.toISOString() })
        .execute();
    };
    const words = (ta: string, extra: object[] = []) =>
      JSON.stringify({
        reasons: [{ id: 1, name: "Acme: size issue", translations: { ta }, sub_reasons: [{ id: 101, name: "Acme: too small", translations: {} }] }, ...extra],
        exchange_instructions: { text: "Acme: choose a new size.", translations: {} },
      });

    test("shows a version's words, then saves them as a new version: history kept, the shopper's reasons answer has them at once, the log has counts", async () => {
      const cookie = await logIn();
      const seen = new Set(await versionIds("b-acme"));
      expect((await post(cookie, "acme", edit({ ta: "பழைய சொல்", instructions: "Acme: old instructions." }))).status).toBe(200);
      const [old] = (await versionIds("b-acme")).filter((id) => !seen.has(id));
      expect((await post(cookie, "acme", edit({ ta: "புதிய சொல்", instructions: "Acme: new instructions." }))).status).toBe(200);
      const history = await database.db.selectFrom("return_text_versions").selectAll().where("brand_id", "=", "b-acme").execute();
      expect((await shopperReasons("acme")).exchangeInstructions).toBe("Acme: new instructions.");

      const shown = await server.fetch(ACME_HOST, `${PATH}/version?brand=acme&version_id=${old}`, { headers: { cookie } });
      expect(shown.status).toBe(200);
      const version = v.parse(ReturnTextVersionTextsSchema, ((await shown.json()) as { result: unknown }).result);
      expect(version).toMatchObject({ id: old, username: "admin", created_at: NOW.toISOString(), exchange_instructions: { text: "Acme: old instructions." } });
      expect(version.reasons[0]?.translations.ta).toBe("பழைய சொல்");

      const restored = await restore(cookie, "acme", { version_id: old });
      expect(restored.status).toBe(200);
      const after = v.parse(ReturnReasonTextsResultSchema, restored.body.result);
      expect(after.reasons[0]?.translations.ta).toBe("பழைய சொல்");
      // A new version of the two words it changed; every earlier one stays as it was.
      const now = await database.db.selectFrom("return_text_versions").selectAll().where("brand_id", "=", "b-acme").execute();
      expect(now).toHaveLength(history.length + 1);
      expect(now).toEqual(expect.arrayContaining(history));
      const added = now.find((row) => !history.some((earlier) => earlier.id === row.id));
      expect(added).toMatchObject({ username: "admin", changed: 2 });
      expect(after.versions.map((listed) => listed.id)).toContain(added?.id);

      const shopper = await shopperReasons("acme");
      expect(shopper.returnReasonsWithSubReason[0]?.translations).toMatchObject({ ta: "பழைய சொல்" });
      expect(shopper.exchangeInstructions).toBe("Acme: old instructions.");

      const audit = logLines.find((line) => line.includes("return reason texts restored")) ?? "";
      expect(audit).toContain(`"restoredFrom":"${old}"`);
      expect(audit).toContain('"changed":2');
      expect(audit).not.toMatch(/பழைய|old instructions/);
    });

    test("reasons the import removed since are left out; the others get the version's words", async () => {
      const cookie = await logIn();
      await insertVersion("b-acme", "acme-older", words("முன்பு", [{ id: 77, name: "Removed since", translations: {}, sub_reasons: [] }]));
      const restored = await restore(cookie, "acme", { version_id: "acme-older" });
      expect(restored.status).toBe(200);
      expect((await shopperReasons("acme")).returnReasonsWithSubReason[0]?.translations).toMatchObject({ ta: "முன்பு" });
      expect(await database.db.selectFrom("return_reasons").select("id").where("reason_id", "=", 77).execute()).toEqual([]);
    });

    test.each([
      ["no version id", {}, 400, "version_id is required."],
      ["a version id that is not text", { version_id: 5 }, 400, "version_id is required."],
      ["not JSON", "{version_id:", 400, ""],
      ["an unknown version", { version_id: "no-such-version" }, 404, "There is no such saved version of this brand's return texts."],
      ["another brand's version", { version_id: "zulu-version" }, 404, "There is no such saved version of this brand's return texts."],
      ["a version whose words cannot be read", { version_id: "acme-broken" }, 404, "There is no such saved version"],
      ["a version whose words the editor would refuse", { version_id: "acme-markup" }, 400, "Texts are shown as plain text"],
    ])("%s: a clear answer, never a 500, nothing changed", async (_label, body, status, message) => {
      const cookie = await logIn();
      if ((await versionIds("b-zulu")).length === 0) {
        await insertVersion("b-zulu", "zulu-version", words("ஜுலு"));
        await insertVersion("b-acme", "acme-broken", "{not json");
        await insertVersion("b-acme", "acme-markup", words("<b>அளவு</b>"));
      }
      const before = { shopper: await shopperReasons("acme"), versions: await versionIds("b-acme") };
      const answer = await restore(cookie, "acme", body);
      expect(answer.status).toBe(status);
      expect(answer.body.meta.message).toContain(message);
      expect(answer.body.meta.message.length).toBeGreaterThan(10);
      expect({ shopper: await shopperReasons("acme"), versions: await versionIds("b-acme") }).toEqual(before);
    });

    test("another brand's version, a foreign origin or no session restores nothing; reading a version needs its id and the brand", async () => {
      const cookie = await logIn();
      if ((await versionIds("b-zulu")).length === 0) await insertVersion("b-zulu", "zulu-version", words("ஜுலு"));
      const zuluBefore = await shopperReasons("zulu");
      const foreign = await restore(cookie, "zulu", { version_id: "zulu-version" });
      expect(foreign.status).toBe(403);
      expect(foreign.body.meta.message).toBe("You do not manage this brand.");
      expect(await shopperReasons("zulu")).toEqual(zuluBefore);
      const [acmeVersion] = await versionIds("b-acme");
      const acmeBefore = await versionIds("b-acme");
      expect((await restore(cookie, "acme", { version_id: acmeVersion }, "http://evil.example")).status).toBe(403);
      expect((await restore("", "acme", { version_id: acmeVersion })).status).toBe(401);
      expect(await versionIds("b-acme")).toEqual(acmeBefore);

      const read = (query: string) => server.fetch(ACME_HOST, `${PATH}/version?${query}`, { headers: { cookie } });
      expect((await read("brand=zulu&version_id=zulu-version")).status).toBe(403);
      expect((await read("brand=acme&version_id=zulu-version")).status).toBe(404);
      const missing = await read("brand=acme");
      expect(missing.status).toBe(400);
      expect(((await missing.json()) as { meta: { message: string } }).meta.message).toBe("version_id is required.");
    });
  });
});
