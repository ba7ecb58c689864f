import bwipjs from "bwip-js/node";
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import type { LabelContent, LabelParty } from "./label-content.ts";

/** A 4 x 6 inch thermal label, the size couriers print. */
const PAGE = { width: 288, height: 432 } as const;
const MARGIN = 14;
const INK = rgb(0, 0, 0);
const MAX_ADDRESS_LINES = 5;

/** Code 128 of the waybill as a PNG (bwip-js), with the number printed beneath. */
export function waybillBarcodePng(waybill: string): Promise<Buffer> {
  return bwipjs.toBuffer({ bcid: "code128", text: waybill, scale: 3, height: 14, includetext: true, textxalign: "center", textsize: 11 });
}

/** Renders one shipping label as a PDF document. */
export async function renderLabelPdf(content: LabelContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Shipping label ${content.waybill}`);
  pdf.setSubject(`${content.courierName} AWB ${content.waybill}, order ${content.orderId}`);
  pdf.setCreator(content.brandName);
  pdf.setProducer("portal shipping labels");
  pdf.setCreationDate(content.printedAt);
  pdf.setModificationDate(content.printedAt);

  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const writer = new LabelWriter(page, regular, bold);

  writer.text(content.brandName, { font: "bold", size: 14 });
  const tag = content.direction === "return" ? "RETURN" : (content.paymentNote ?? "PREPAID");
  writer.textRight(tag, { font: "bold", size: 12, y: writer.lastBaseline });
  writer.rule();
  writer.text(content.courierName, { font: "bold", size: 16 });
  writer.gap(4);

  const barcode = await pdf.embedPng(await waybillBarcodePng(content.waybill));
  const width = Math.min(PAGE.width - 2 * MARGIN, barcode.width);
  const height = Math.min(80, (barcode.height * width) / barcode.width);
  writer.image(barcode, width, height);
  writer.gap(4);
  writer.text(`AWB: ${content.waybill}`, { font: "bold", size: 11 });
  writer.text(`Order: ${content.orderId}`, { size: 10 });
  writer.rule();

  writer.party("FROM", content.from, 9);
  writer.gap(6);
  writer.party("TO", content.to, 11);

  writer.footer(`Printed ${content.printedAt.toISOString().slice(0, 16).replace("T", " ")} UTC`);
  return pdf.save();
}

type FontName = "regular" | "bold";

/** Writes top to bottom, keeping the cursor; text the standard fonts cannot draw becomes "?". */
class LabelWriter {
  #y = PAGE.height - MARGIN;
  lastBaseline = this.#y;
  readonly #fonts: Record<FontName, PDFFont>;
  readonly #page: PDFPage;
  readonly #drawable: Set<number>;

  constructor(page: PDFPage, regular: PDFFont, bold: PDFFont) {
    this.#page = page;
    this.#fonts = { regular, bold };
    this.#drawable = new Set(regular.getCharacterSet());
  }

  /** Helvetica covers WinAnsi only; other scripts print as "?" rather than failing the label. */
  #printable(text: string): string {
    return [...text.normalize("NFC")].map((ch) => (this.#drawable.has(ch.codePointAt(0) ?? 0) ? ch : "?")).join("");
  }

  text(value: string, { font = "regular", size }: { font?: FontName; size: number }): void {
    this.#y -= size;
    this.lastBaseline = this.#y;
    this.#page.drawText(this.#fit(value, font, size), { x: MARGIN, y: this.#y, size, font: this.#fonts[font], color: INK });
    this.#y -= size * 0.3;
  }

  textRight(value: string, { font = "regular", size, y }: { font?: FontName; size: number; y: number }): void {
    const text = this.#printable(value);
    const width = this.#fonts[font].widthOfTextAtSize(text, size);
    this.#page.drawText(text, { x: PAGE.width - MARGIN - width, y, size, font: this.#fonts[font], color: INK });
  }

  gap(points: number): void {
    this.#y -= points;
  }

  rule(): void {
    this.#y -= 5;
    this.#page.drawLine({ start: { x: MARGIN, y: this.#y }, end: { x: PAGE.width - MARGIN, y: this.#y }, thickness: 1, color: INK });
    this.#y -= 5;
  }

  image(image: Parameters<PDFPage["drawImage"]>[0], width: number, height: number): void {
    this.#y -= height;
    this.#page.drawImage(image, { x: (PAGE.width - width) / 2, y: this.#y, width, height });
  }

  party(heading: string, party: LabelParty, size: number): void {
    this.text(heading, { font: "bold", size: 8 });
    this.text(party.name, { font: "bold", size: size + 1 });
    const lines = party.lines.flatMap((line) => this.#wrap(line, "regular", size));
    const shown = lines.length > MAX_ADDRESS_LINES ? [...lines.slice(0, MAX_ADDRESS_LINES - 1), `${lines[MAX_ADDRESS_LINES - 1]}…`] : lines;
    for (const line of shown) this.text(line, { size });
    if (party.phone) this.text(`Phone: ${party.phone}`, { size });
  }

  footer(value: string): void {
    this.#page.drawText(this.#printable(value), { x: MARGIN, y: MARGIN, size: 7, font: this.#fonts.regular, color: INK });
  }

  /** One line, shortened with "…" to the page width. */
  #fit(value: string, font: FontName, size: number): string {
    const text = this.#printable(value);
    const max = PAGE.width - 2 * MARGIN;
    if (this.#fonts[font].widthOfTextAtSize(text, size) <= max) return text;
    let cut = text.length;
    while (cut > 0 && this.#fonts[font].widthOfTextAtSize(`${text.slice(0, cut)}…`, size) > max) cut -= 1;
    return `${text.slice(0, cut)}…`;
  }

  /** Word-wrapped lines that fit the page width (a word too long for a line is cut). */
  #wrap(value: string, font: FontName, size: number): string[] {
    const max = PAGE.width - 2 * MARGIN;
    const measure = (s: string) => this.#fonts[font].widthOfTextAtSize(s, size);
    const lines: string[] = [];
    let current = "";
    for (const word of this.#printable(value).split(/\s+/).filter(Boolean)) {
      const candidate = current ? `${current} ${word}` : word;
      if (measure(candidate) <= max) {
        current = candidate;
        continue;
      }
      if (current) lines.push(current);
      current = measure(word) <= max ? word : this.#fit(word, font, size);
    }
    if (current) lines.push(current);
    return lines;
  }
}
