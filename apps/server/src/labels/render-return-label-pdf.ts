import bwipjs from "bwip-js/node";
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import type { LabelParty } from "./label-content.ts";

/** What a self-ship return label says. */
export interface ReturnLabelContent {
  brandName: string;
  /** The return request's id: printed, and encoded as a QR code and a Code 128 barcode. */
  requestId: string;
  orderId: string;
  /** The brand's return address (theme config `return_address`). */
  to: LabelParty;
  /** The shopper, as the sender. */
  from: LabelParty;
  /** Drop-off steps, one per line. */
  instructions: readonly string[];
  printedAt: Date;
}

/** A4 portrait: shoppers print self-ship labels on office paper, not thermal rolls. */
const PAGE = { width: 595, height: 842 } as const;
const MARGIN = 48;
const INK = rgb(0, 0, 0);

export const DROP_OFF_INSTRUCTIONS = [
  "1. Pack the items securely in their original packaging, with the tags on.",
  "2. Print this page and tape it to the outside of the parcel so the codes are visible.",
  "3. Drop the parcel at any courier office within 7 days and keep the receipt.",
  "4. Your refund or exchange starts when the parcel reaches us and is checked.",
] as const;

/** The request id as a QR code and as a Code 128 barcode (bwip-js), as PNGs. */
export async function returnLabelCodes(requestId: string): Promise<{ qr: Buffer; barcode: Buffer }> {
  const [qr, barcode] = await Promise.all([
    bwipjs.toBuffer({ bcid: "qrcode", text: requestId, scale: 4 }),
    bwipjs.toBuffer({ bcid: "code128", text: requestId, scale: 3, height: 14, includetext: true, textxalign: "center", textsize: 11 }),
  ]);
  return { qr, barcode };
}

/**
 * The self-ship label as a PDF: the brand's return address as the destination, the shopper
 * as sender, the request id in print, as a QR code and as a barcode, and the drop-off steps.
 * The standard fonts draw Latin text only, so the label is printed in English for the
 * courier counter; the shopper reads the steps translated on the page that links here.
 */
export async function renderReturnLabelPdf(content: ReturnLabelContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Return label ${content.requestId}`);
  pdf.setSubject(`Return ${content.requestId}, order ${content.orderId}`);
  pdf.setCreator(content.brandName);
  pdf.setProducer("portal return labels");
  pdf.setCreationDate(content.printedAt);
  pdf.setModificationDate(content.printedAt);
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const drawable = new Set(regular.getCharacterSet());
  const printable = (text: string) => [...text.normalize("NFC")].map((ch) => (drawable.has(ch.codePointAt(0) ?? 0) ? ch : "?")).join("");

  let y = PAGE.height - MARGIN;
  const line = (text: string, size: number, font = regular) => {
    y -= size * 1.3;
    page.drawText(printable(text), { x: MARGIN, y, size, font, color: INK, maxWidth: PAGE.width - 2 * MARGIN });
  };
  const party = (heading: string, who: LabelParty, size: number) => {
    line(heading, 9, bold);
    line(who.name, size + 1, bold);
    for (const text of who.lines) line(text, size);
    if (who.phone) line(`Phone: ${who.phone}`, size);
  };

  line(content.brandName, 20, bold);
  line("RETURN - SELF-SHIP LABEL", 12, bold);
  y -= 8;
  party("SHIP TO", content.to, 14);
  y -= 8;
  party("FROM", content.from, 10);

  const codes = await returnLabelCodes(content.requestId);
  const qr = await pdf.embedPng(codes.qr);
  const barcode = await pdf.embedPng(codes.barcode);
  y -= 20;
  const qrSize = 140;
  page.drawImage(qr, { x: MARGIN, y: y - qrSize, width: qrSize, height: qrSize });
  const barcodeWidth = Math.min(PAGE.width - 2 * MARGIN - qrSize - 24, barcode.width);
  const barcodeHeight = Math.min(90, (barcode.height * barcodeWidth) / barcode.width);
  page.drawImage(barcode, { x: MARGIN + qrSize + 24, y: y - barcodeHeight, width: barcodeWidth, height: barcodeHeight });
  page.drawText(printable(`Return ${content.requestId}`), { x: MARGIN + qrSize + 24, y: y - barcodeHeight - 20, size: 12, font: bold, color: INK });
  page.drawText(printable(`Order ${content.orderId}`), { x: MARGIN + qrSize + 24, y: y - barcodeHeight - 36, size: 10, font: regular, color: INK });
  y -= qrSize + 24;

  line("HOW TO DROP OFF", 11, bold);
  for (const step of content.instructions) line(step, 10);
  page.drawText(printable(`Printed ${content.printedAt.toISOString().slice(0, 16).replace("T", " ")} UTC`), {
    x: MARGIN,
    y: MARGIN / 2,
    size: 7,
    font: regular,
    color: INK,
  });
  return pdf.save();
}
