import { beforeAll, describe, expect, test } from "vitest";
import { INPUT_MESSAGE } from "@portal/core/messages";
import { setBrandApiKeyHash } from "@portal/db/repositories/import-api-keys";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { generateBrandApiKey, hashBrandApiKey } from "../../import/brand-api-key.ts";
import { acmeDocument } from "../../import/import-test-documents.ts";
import { useAppTestServer } from "../../testing/http-test-server.ts";
import { ACME_HOST, BASE_DOMAIN, NOW, ZULU_HOST, insertAdminFixtures, testEnv } from "../../testing/admin-test-fixtures.ts";
import { englishTextOf } from "@portal/i18n/english";
import { postUnfinishedBody } from "../../testing/unfinished-body.ts";

/** Acme's imported document without its brands section (the brand exists already). */
const shipmentsOnly = (document = acmeDocument()) => ({ ...document, brands: [] });
/** Text only the imported shipment's scans carry. */
const IMPORTED_SCAN_TEXT = "Reached the hub";

describe.each(testDatabases)("POST /api/v1/ingest on $label", (target) => {
  const database = useTestDatabase(target, { setup: insertAdminFixtures });
  const server = useAppTestServer(target, database, () => ({ env: testEnv(), now: () => NOW }));
  let acmeKey: string;

  beforeAll(async () => {
    if (target.skipReason) return;
    acmeKey = generateBrandApiKey();
    await setBrandApiKeyHash(database.db, "b-acme", hashBrandApiKey(acmeKey));
  });

  const ingest = (body: unknown, key: string = acmeKey, query = "") =>
    server.fetch(BASE_DOMAIN, `/api/v1/ingest${query}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(key ? { authorization: `Bearer ${key}` } : {}) },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  const trackingPage = (host: string) => server.fetch(host, "/en/tracking?waybill=ACME-1001");

  test("stores the brand's shipment, which then shows on that brand's tracking page and nowhere else", async () => {
    const response = await ingest(shipmentsOnly());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      meta: { success: true, status: 200, message: "" },
      result: expect.objectContaining({ shipments_created: 1, scans_added: 3 }),
    });

    const acme = await trackingPage(ACME_HOST);
    expect(acme.status).toBe(200);
    expect(await acme.text()).toContain(IMPORTED_SCAN_TEXT);

    for (const host of [ZULU_HOST, BASE_DOMAIN, "127.0.0.1"]) {
      const page = await trackingPage(host);
      expect({ host, html: await page.text() }).not.toMatchObject({ html: expect.stringContaining(IMPORTED_SCAN_TEXT) });
    }
    const zuluApi = await server.fetch(ZULU_HOST, "/api/v1/track-order?waybill=ACME-1001");
    expect((await zuluApi.json()).meta.success).toBe(false);
  });

  test("sending the same document again adds nothing", async () => {
    const response = await ingest(shipmentsOnly());
    expect((await response.json()).result).toMatchObject({ shipments_created: 0, shipments_updated: 0, shipments_unchanged: 1, scans_added: 0 });
    const scans = await database.db.selectFrom("scans").select("id").execute();
    expect(scans).toHaveLength(3);
  });

  test("the product's https photo is stored and shown on the tracking page, sized and lazy, over its initials tile", async () => {
    const html = await (await trackingPage(ACME_HOST)).text();
    expect(html).toMatch(
      /<span class="portal-product-image" data-size="72" data-state="photo" aria-hidden="true"><span data-part="initials">WB<\/span><img src="https:\/\/cdn\.acme\.example\/btl\.png" alt="" width="72" height="72" loading="lazy" decoding="async"/,
    );
  });

  test("the brand may update its own theme through ingest", async () => {
    const document = acmeDocument();
    document.brands![0]!.theme = { name: "Acme", config: { forward_page_message: "<p>Hi</p>" } };
    const response = await ingest({ ...document, shipments: [] });
    expect((await response.json()).result).toMatchObject({ brands_updated: 1, themes_saved: 1 });
  });

  test("needs a valid API key", async () => {
    for (const key of ["", "pik_" + "A".repeat(43), "not-a-key"]) {
      const response = await ingest(shipmentsOnly(), key);
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toBe('Bearer realm="ingest"');
      expect((await response.json()).meta).toEqual({
        success: false,
        status: 401,
        message: "Send the brand's API key as Authorization: Bearer <key>.",
      });
    }
  });

  test("without a valid key, a body that never ends is answered 401 before it is read", async () => {
    for (const key of ["", "pik_" + "A".repeat(43)]) {
      const answer = await postUnfinishedBody(server.port, {
        host: BASE_DOMAIN,
        path: "/api/v1/ingest",
        headers: { "content-type": "application/json", ...(key ? { authorization: `Bearer ${key}` } : {}) },
        firstChunk: `{"version":1,"shipments":[${"{},".repeat(1000)}`,
        waitMs: 3_000,
      });
      expect(answer.status).toBe(401);
      expect(answer.afterMs).toBeLessThan(2_000);
      // Closed rather than kept alive: the rest of the body is never read (close-after-unread-body.ts).
      expect(answer.closed).toBe(true);
    }
  });

  test("an Idempotency-Key is the API key's own: no key gets nothing of its answer, another body 422", async () => {
    const keyed = (body: unknown, key: string) =>
      server.fetch(BASE_DOMAIN, "/api/v1/ingest", {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": "ingest-attempt-0001", ...(key ? { authorization: `Bearer ${key}` } : {}) },
        body: JSON.stringify(body),
      });
    const first = await keyed(shipmentsOnly(), acmeKey);
    expect(first.status).toBe(200);
    const summary = await first.text();
    // Issue 32: without an API key, the same Idempotency-Key replayed the brand's import summary.
    const keyless = await keyed(shipmentsOnly(), "");
    expect(keyless.status).toBe(401);
    expect(keyless.headers.get("idempotent-replayed")).toBeNull();
    const again = await keyed(shipmentsOnly(), acmeKey);
    expect([again.status, await again.text(), again.headers.get("idempotent-replayed")]).toEqual([200, summary, "true"]);
    expect((await keyed({ version: 1, shipments: [] }, acmeKey)).status).toBe(422);
  });

  test("a key writes only its own brand: a document naming another brand is refused whole", async () => {
    const before = await database.db.selectFrom("shipments").select("id").execute();
    const document = acmeDocument({ waybill: "ZULU-1" });
    const cases: Array<[unknown, string]> = [
      [{ version: 1, shipments: [{ ...document.shipments![0], brand: "zulu" }] }, "shipments.0.brand"],
      [{ version: 1, brands: [{ subdomain: "zulu", theme: { name: "Hijacked" } }] }, "brands.0.subdomain"],
      [{ ...shipmentsOnly(document), return_orders: [{ brand: "zulu", item_info: [] }] }, "return_orders.0.brand"],
    ];
    for (const [body, path] of cases) {
      const response = await ingest(body);
      expect(response.status).toBe(403);
      expect((await response.json()).meta.message).toBe(`${path}: this API key may only write brand "acme".`);
    }
    expect(await database.db.selectFrom("shipments").select("id").execute()).toEqual(before);
    const zuluTheme = await database.db.selectFrom("themes").select("brand_id").where("brand_id", "=", "b-zulu").execute();
    expect(zuluTheme).toEqual([]);
  });

  test.each<[string, unknown, string]>([
    ["not JSON", "{", englishTextOf(INPUT_MESSAGE.bodyNotJson)],
    ["a wrong version", { version: 2 }, "version must be 1."],
  ])("answers 400 for %s", async (_case, body, message) => {
    const response = await ingest(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ meta: { success: false, status: 400, message }, result: null });
  });

  test.each<[string, unknown, string]>([
    ["a scan without a time", { version: 1, shipments: [{ brand: "acme", waybill: "X", scans: [{ code: 1 }] }] }, "shipments.0.scans.0.timestamp is required."],
    [
      "a return order of a shipment it does not have",
      { version: 1, return_orders: [{ brand: "acme", awb: "NOPE", item_info: [{ id: 1, price: 1, eligible_quantity_can_be_return: 1 }] }] },
      'return_orders.0: the brand has no forward shipment "NOPE". Import it under "shipments" first.',
    ],
    [
      "a product photo on plain http",
      {
        version: 1,
        shipments: [
          {
            brand: "acme",
            waybill: "PHOTO-HTTP",
            scans: [{ code: 1, status: "Placed", timestamp: "2026-11-17T15:30:00Z" }],
            additional: { order_detail: [{ title: "Kurta", image_url: "http://cdn.acme.example/kurta.jpg" }] },
          },
        ],
      },
      "shipments.0.additional.order_detail.0.image_url: image_url must be an https:// web address of the product's photo.",
    ],
  ])("with ?atomic=true answers 400 for %s, and without it lists the error and writes the rest", async (_case, body, message) => {
    const atomic = await ingest(body, acmeKey, "?atomic=true");
    expect(atomic.status).toBe(400);
    const refused = await atomic.json();
    expect(refused.meta).toEqual({ success: false, status: 400, message });
    expect(refused.result.errors).toHaveLength(1);

    const good = acmeDocument({ waybill: `PARTIAL-${_case.length}` }).shipments![0];
    const partial = await ingest({ ...(body as object), version: 1, shipments: [...((body as { shipments?: unknown[] }).shipments ?? []), good] });
    expect(partial.status).toBe(200);
    const answer = (await partial.json()).result;
    expect(answer).toMatchObject({ rejected: 1, shipments_created: 1 });
    expect(answer.errors[0].path).toBe(message.split(/:? /)[0]);
  });

  test("a rotated key replaces the old one", async () => {
    const newKey = generateBrandApiKey();
    await setBrandApiKeyHash(database.db, "b-acme", hashBrandApiKey(newKey));
    expect((await ingest(shipmentsOnly())).status).toBe(401);
    expect((await ingest(shipmentsOnly(), newKey)).status).toBe(200);
    acmeKey = newKey;
  });
  test("a 22-digit USPS number and a 20-digit order id open their pages as typed, not as JavaScript numbers", async () => {
    // USPS tracking numbers are 22 digits (EasyPost's and AfterShip's samples: 9405516902697649303570).
    const usps = "9405516902697649303570";
    const orderId = "00012345678901234567";
    const document = acmeDocument({ waybill: usps });
    const [shipment] = document.shipments ?? [];
    expect(shipment).toBeDefined();
    expect((await ingest(shipmentsOnly({ ...document, shipments: [{ ...shipment!, order_id: orderId }] }))).status).toBe(200);
    for (const path of [`/en/tracking?waybill=${usps}`, `/en/tracking?order_id=${orderId}`, `/en/my-order?order_id=${orderId}`]) {
      const page = await server.fetch(ACME_HOST, path);
      const html = await page.text();
      expect({ path, status: page.status }).toEqual({ path, status: 200 });
      expect({ path, found: html.includes(usps) && !html.includes("9.405516902697649e+21") }).toEqual({ path, found: true });
      expect({ path, notShipped: html.includes("has not been shown shipped yet") }).toEqual({ path, notShipped: false });
    }
  });

  test("unknown fields and status codes come back as warnings per record (the record is stored); only-unknown scans show their own words", async () => {
    const response = await ingest({
      version: 1,
      shipments: [
        {
          brand: "acme",
          waybill: "ACME-UNKNOWN-1",
          order_Id: "A-77",
          edd_messsage_id: 1,
          scans: [
            { code: 101, status: "BKD", description: "Booked with the new courier", timestamp: "2026-11-20T09:00:00Z", remarks: "x" },
            { code: 102, status: "MVD", description: "Moved to the sorting line", timestamp: "2026-11-20T11:00:00Z" },
          ],
        },
      ],
    });
    expect(response.status).toBe(200);
    const { result } = await response.json();
    expect(result).toMatchObject({ shipments_created: 1, rejected: 0 });
    expect(result.warnings.map((w: { path: string }) => w.path)).toEqual([
      "shipments.0.order_Id",
      "shipments.0.edd_messsage_id",
      "shipments.0.scans.0.remarks",
      "shipments.0.scans.0.code",
      "shipments.0.scans.1.code",
    ]);
    expect(result.warnings[0].message).toMatch(/not a field of the import format/);
    expect(result.warnings[3].message).toMatch(/^101 is not a status code/);
    const html = await (await server.fetch(ACME_HOST, "/en/tracking?waybill=ACME-UNKNOWN-1")).text();
    expect(html).toMatch(/<h1[^>]*data-source="courier"[^>]*dir="auto"[^>]*>Moved to the sorting line<\/h1>/);
    expect(html).not.toMatch(/<h1[^>]*>Order placed<\/h1>/);
  });

  test("NUL, nesting and length refuse their own record with its path; the good records of the document are stored", async () => {
    const good = acmeDocument({ waybill: "GOOD-NEXT-TO-BAD" }).shipments![0]!;
    const scan = { code: 5, status: "In transit", timestamp: "2026-11-20T09:00:00Z" };
    // Nested 100 000 deep (as text: JSON.stringify itself recurses).
    const deep = `${"[".repeat(100_000)}"bottom"${"]".repeat(100_000)}`;
    const body = JSON.stringify({
      version: 1,
      shipments: [
        { brand: "acme", waybill: "NUL-1", scans: [{ ...scan, description: "Reached\u0000hub" }] },
        good,
        { brand: "acme", waybill: "DEEP-1", extra: "DEEP", scans: [scan] },
        { brand: "acme", waybill: "W".repeat(900_000), scans: [scan] },
      ],
    }).replace('"DEEP"', deep);
    const response = await ingest(body);
    expect(response.status).toBe(200);
    const { result } = await response.json();
    expect(result).toMatchObject({ shipments_created: 1, rejected: 3 });
    expect(result.errors).toEqual([
      { path: "shipments.0.scans.0.description", message: "text may not contain NUL characters." },
      { path: `shipments.2.extra${".0".repeat(63)}`, message: "nests deeper than 64 levels." },
      { path: "shipments.3.waybill", message: "is 900000 characters long; at most 200 are taken." },
    ]);
    expect((await server.fetch(ACME_HOST, "/en/tracking?waybill=GOOD-NEXT-TO-BAD")).status).toBe(200);
  });
});
