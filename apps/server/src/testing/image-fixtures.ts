import bwipjs from "bwip-js/node";

/**
 * Real image files for upload tests, made here rather than checked in: a PNG drawn by
 * bwip-js, and a baseline JPEG of one grey 8x8 block written marker by marker (every
 * coefficient zero, so the entropy-coded data is a single byte).
 */
export function pngImage(): Promise<Buffer> {
  return bwipjs.toBuffer({ bcid: "code128", text: "UPLOAD-TEST", scale: 1, height: 5 });
}

export function jpegImage(): Buffer {
  const segment = (marker: number, body: number[]) => [0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff, ...body];
  const jfif = segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const quantization = segment(0xdb, [0x00, ...Array<number>(64).fill(1)]);
  const frame = segment(0xc0, [8, 0, 8, 0, 8, 1, 1, 0x11, 0]);
  // One code per table: DC difference category 0 ("0") and AC end-of-block ("0").
  const oneCode = (tableClass: number, symbol: number) => segment(0xc4, [tableClass << 4, 1, ...Array<number>(15).fill(0), symbol]);
  const scan = segment(0xda, [1, 1, 0x00, 0, 63, 0]);
  // Bits "0" (DC) + "0" (EOB), padded with ones.
  const data = [0b0011_1111];
  return Buffer.from([0xff, 0xd8, ...jfif, ...quantization, ...frame, ...oneCode(0, 0), ...oneCode(1, 0), ...scan, ...data, 0xff, 0xd9]);
}

/** An HTML page named and typed as a JPEG: what the content check exists for. */
export function disguisedHtml(): Buffer {
  return Buffer.from("<!doctype html><script>alert(document.cookie)</script>", "utf8");
}
