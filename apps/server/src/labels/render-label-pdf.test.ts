import { inflateSync } from "node:zlib";
import { PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { describe, expect, test } from "vitest";
import type { LabelContent } from "./label-content.ts";
import { renderLabelPdf, waybillBarcodePng } from "./render-label-pdf.ts";

const content: LabelContent = {
  brandName: "Kestrel Outdoor",
  courierName: "Swift Couriers",
  waybill: "KST-DLV-0042",
  orderId: "KO-240117",
  direction: "forward",
  from: { name: "Kestrel Outdoor", lines: ["https://kestrel.example"], phone: "1800 000 000" },
  to: {
    name: "Asha Rao",
    lines: ["Flat 4B, Lakeview Residency, 12th Main Road, Indiranagar", "Bengaluru, Karnataka, 560038", "IN"],
    phone: "9876543210",
  },
  paymentNote: "COD",
  printedAt: new Date("2026-11-21T12:00:00.000Z"),
};

/** Text drawn on the page: pdf-lib writes it as hex strings inside (deflated) content streams. */
async function drawnText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  let text = "";
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    if (object.dict.get(PDFName.of("Subtype")) === PDFName.of("Image")) continue;
    const raw = object.dict.get(PDFName.of("Filter")) === PDFName.of("FlateDecode") ? inflateSync(object.contents) : Buffer.from(object.contents);
    for (const match of raw.toString("latin1").matchAll(/<([0-9A-Fa-f]*)> Tj/g)) text += Buffer.from(match[1] ?? "", "hex").toString("latin1") + "\n";
  }
  return text;
}

describe("shipping label PDF", () => {
  test("is a one-page 4x6 inch PDF that pdf-lib reads back, with its metadata", async () => {
    const bytes = await renderLabelPdf(content);
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getPage(0).getSize()).toEqual({ width: 288, height: 432 });
    expect(pdf.getTitle()).toBe("Shipping label KST-DLV-0042");
    expect(pdf.getCreator()).toBe("Kestrel Outdoor");
  });

  test("prints the brand, courier, AWB, order and both addresses", async () => {
    const text = await drawnText(await renderLabelPdf(content));
    for (const expected of [
      "Kestrel Outdoor",
      "COD",
      "Swift Couriers",
      "AWB: KST-DLV-0042",
      "Order: KO-240117",
      "FROM",
      "TO",
      "Asha Rao",
      "Bengaluru, Karnataka, 560038",
      "Phone: 9876543210",
    ]) {
      expect(text).toContain(expected);
    }
  });

  test("embeds the waybill's Code 128 barcode as an image", async () => {
    const png = await waybillBarcodePng(content.waybill);
    expect([...png.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    const pdf = await PDFDocument.load(await renderLabelPdf(content));
    const images = [...pdf.context.enumerateIndirectObjects()]
      .map(([, o]) => o)
      .filter((o): o is PDFRawStream => o instanceof PDFRawStream && o.dict.get(PDFName.of("Subtype")) === PDFName.of("Image"));
    // bwip-js's PNG width, so it is that barcode (and an SMask, if any, has the same size).
    expect(images.length).toBeGreaterThanOrEqual(1);
    expect(images.some((image) => image.dict.get(PDFName.of("Width"))?.toString() === String(png.readUInt32BE(16)))).toBe(true);
  });

  test("a return goes from the shopper to the brand; scripts Helvetica lacks and long addresses do not break it", async () => {
    const text = await drawnText(
      await renderLabelPdf({
        ...content,
        direction: "return",
        paymentNote: null,
        from: { name: "आशा राव", lines: ["x ".repeat(400)], phone: null },
        to: content.from,
      }),
    );
    expect(text).toContain("RETURN");
    expect(text).toContain("?");
    expect(text.indexOf("FROM")).toBeLessThan(text.indexOf("TO\n"));
  });
});
