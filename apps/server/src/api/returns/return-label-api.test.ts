import { inflateSync } from "node:zlib";
import { PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { describe, expect, test } from "vitest";
import { RETURNS_MESSAGE } from "@portal/core/messages";
import { saveThemeForBrand } from "@portal/db/repositories/themes";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { englishTextOf } from "@portal/i18n/english";
import { FIXTURE_REQUEST, NOW, insertReturnsFixture } from "../../testing/returns-fixtures.ts";
import { useReturnsTestServer } from "../../testing/returns-test-server.ts";

// The self-ship label (issue 34 item 5) over real HTTP: a PDF with the brand's return address,
// the request id in print, as a QR code and as a barcode, and the drop-off steps; found and
// allowed as the status page is; none for a request a courier picks up.

/** Text drawn on the pages (pdf-lib writes hex strings in deflated content streams), and the images' sizes. */
async function readPdf(bytes: Uint8Array): Promise<{ text: string; images: Array<{ width: number; height: number }>; pages: number }> {
  const pdf = await PDFDocument.load(bytes);
  let text = "";
  const images: Array<{ width: number; height: number; ref: string }> = [];
  const masks = new Set<string>();
  for (const [ref, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    if (object.dict.get(PDFName.of("Subtype")) === PDFName.of("Image")) {
      // A PNG's alpha channel is a second image (its soft mask): count the pictures only.
      const mask = object.dict.get(PDFName.of("SMask"));
      if (mask !== undefined) masks.add(String(mask));
      images.push({
        width: Number(String(object.dict.get(PDFName.of("Width")))),
        height: Number(String(object.dict.get(PDFName.of("Height")))),
        ref: String(ref),
      });
      continue;
    }
    const raw = object.dict.get(PDFName.of("Filter")) === PDFName.of("FlateDecode") ? inflateSync(object.contents) : Buffer.from(object.contents);
    for (const match of raw.toString("latin1").matchAll(/<([0-9A-Fa-f]*)> Tj/g)) text += Buffer.from(match[1] ?? "", "hex").toString("latin1") + "\n";
  }
  return { text, images: images.filter((i) => !masks.has(i.ref)).map(({ width, height }) => ({ width, height })), pages: pdf.getPageCount() };
}

const RETURN_ADDRESS = { name: "Gamma Returns Center", address: "200 Harbor Way, Dock 4", city: "Oakland", state: "CA", pincode: "94607", country: "US" };

describe.each(testDatabases)("GET return-label on $label", (target) => {
  const database = useTestDatabase(target, {
    setup: async (db) => {
      await insertReturnsFixture(db);
      await saveThemeForBrand(db, "b-gamma", { name: "Gamma", config: { country: "US", currency: "USD", return_address: RETURN_ADDRESS } }, { now: NOW });
    },
  });
  const server = useReturnsTestServer(database, { now: () => NOW });

  test("a self-ship request's label is a PDF with the return address, the id in print, a QR code, a barcode and the steps", async () => {
    const placed = await server.postJson("gamma", "return-request", {
      domain: "gamma",
      shipment_uuid: "u-g1",
      items: [{ item_id: 41, quantity: 1, reason_id: 4 }],
      pickup: { type: "self-ship" },
      refund: { mode: "store-credit" },
    });
    expect(placed.status).toBe(201);
    const id = placed.body.result.return_id as string;

    // The status page links the label; the link is the route below.
    const status = await server.getJson("gamma", `return-status?domain=gamma&return_id=${id}`);
    expect(status.body.result.metadata).toMatchObject({ self_shipped: true, shipping_label_url: `/api/v1/return-label?return_id=${id}` });

    const response = await server.call("gamma", `return-label?domain=gamma&return_id=${id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="return-${id}.pdf"`);
    const { text, images, pages } = await readPdf(new Uint8Array(await response.arrayBuffer()));
    expect(pages).toBe(1);
    expect(text).toContain(`Return ${id}`);
    expect(text).toContain("Gamma Returns Center");
    expect(text).toContain("200 Harbor Way, Dock 4");
    expect(text).toContain("Oakland, CA, 94607");
    expect(text).toContain("Order G-100");
    expect(text).toContain("3. Drop the parcel at any courier office within 7 days and keep the receipt.");
    // Two images: the QR code (square) and the Code 128 barcode (wide).
    expect(images).toHaveLength(2);
    expect(images.some((i) => i.width === i.height)).toBe(true);
    expect(images.some((i) => i.width > 2 * i.height)).toBe(true);
  });

  test("a request a courier picks up has no label, and the access rules are the status page's", async () => {
    const pickup = await server.getJson("alpha", `return-label?domain=alpha&return_id=${FIXTURE_REQUEST.id}`);
    expect(pickup).toMatchObject({ status: 404, body: { meta: { message: englishTextOf(RETURNS_MESSAGE.noSelfShipLabel) } } });
    // Alpha checks security keys: its pickup waybill alone finds nothing, as on the status page.
    expect((await server.getJson("alpha", `return-label?domain=alpha&waybill=${FIXTURE_REQUEST.awb}`)).status).toBe(404);
    expect((await server.getJson("alpha", `return-status?domain=alpha&waybill=${FIXTURE_REQUEST.awb}`)).status).toBe(404);
    expect((await server.getJson("gamma", "return-label?domain=gamma&return_id=RET-NOPE")).body.meta.message).toBe(
      englishTextOf(RETURNS_MESSAGE.requestNotFound),
    );
    expect((await server.getJson("gamma", "return-label?domain=gamma")).status).toBe(400);
  });
});
