import { describe, expect, test } from "vitest";
import { validateImportRecords } from "./import-records.ts";
import { resolveShipmentTimes } from "./shipment-times.ts";

const scan = (code: number, timestamp: string) => ({ code, status: "s", description: "d", location: "Pune", timestamp });
const good = (waybill: string) => ({ brand: "acme", waybill, scans: [scan(1, "2026-11-18T09:12:00Z")] });

describe("import records", () => {
  test("every bad record is reported with its path; the good ones are kept", () => {
    const result = validateImportRecords({
      version: 1,
      shipments: [
        good("W1"),
        { brand: "acme", waybill: "W2", scans: [scan(1, "yesterday")] },
        { brand: "acme", waybill: "", scans: [scan(1, "2026-11-18T09:12:00Z")] },
        good("W4"),
        { brand: "acme", waybill: "W5" },
        good("W1"),
      ],
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.document.shipments.map((s) => s.waybill)).toEqual(["W1", "W4"]);
    expect(result.origin.shipments).toEqual([0, 3]);
    expect(result.rejected.map((r) => r.path)).toEqual(["shipments.1.scans.0.timestamp", "shipments.2.waybill", "shipments.4", "shipments.5"]);
    expect(result.rejected[0]?.message).toMatch(/ISO 8601/);
  });

  test("only a wrong outline fails the whole document", () => {
    expect(validateImportRecords({ version: 2 })).toEqual({ ok: false, message: "version must be 1." });
    expect(validateImportRecords({ version: 1, shipments: {} })).toEqual({ ok: false, message: "shipments must be a list." });
  });

  test("a reason code past 11 is refused on a reverse pickup, a window must not run backwards", () => {
    const result = validateImportRecords({
      version: 1,
      shipments: [
        { ...good("R1"), config: { is_rvp: true }, scans: [{ ...scan(13, "2026-11-18T09:12:00Z"), reason_code: 12 }] },
        { ...good("W2"), edd_from: "2026-11-25", edd_to: "2026-11-22" },
      ],
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.rejected.map((r) => r.message)).toEqual(["A reverse pickup's reason_code is a pickup reason, 1-11.", "edd_from must not be after edd_to."]);
  });

  test("values the database cannot store are refused by validation, naming the field", () => {
    const result = validateImportRecords({
      version: 1,
      shipments: [{ ...good("W\u0000") }, { ...good("W2"), scans: [scan(2 ** 31, "2026-11-18T09:12:00Z")] }, good("W3")],
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.rejected).toEqual([
      { path: "shipments.0.waybill", message: "text may not contain NUL characters." },
      { path: "shipments.1.scans.0.code", message: "must be at most 2147483647." },
    ]);
  });
});

describe("shipment times", () => {
  const parsed = validateImportRecords({
    version: 1,
    shipments: [
      { brand: "acme", waybill: "W1", config: { order_date: "2026-11-18 09:00" }, scans: [scan(1, "2026-11-18 09:12:00"), scan(4, "2026-11-19T10:00:00Z")] },
    ],
  });
  if (!parsed.ok) throw new Error(parsed.message);
  const shipment = parsed.document.shipments[0]!;

  test("zone-less times take the courier's zone before the brand's", () => {
    const result = resolveShipmentTimes(
      shipment,
      { courier: { label: "courier 7", zone: "Asia/Dubai" }, brand: { label: 'brand "acme"', zone: "Asia/Kolkata" } },
      "shipments.0",
    );
    if (!result.ok) throw new Error(result.rejection.message);
    expect(result.shipment.scans.map((s) => s.timestamp)).toEqual(["2026-11-18T05:12:00.000Z", "2026-11-19T10:00:00.000Z"]);
    expect(result.shipment.config.order_date).toBe("2026-11-18T05:00:00.000Z");
  });

  test("then the brand's; with neither the first zone-less field is named", () => {
    const brandOnly = resolveShipmentTimes(shipment, { brand: { label: 'brand "acme"', zone: "Asia/Kolkata" } }, "shipments.0");
    expect(brandOnly.ok && brandOnly.shipment.scans[0]?.timestamp).toBe("2026-11-18T03:42:00.000Z");
    const none = resolveShipmentTimes(shipment, { brand: { label: 'brand "acme"', zone: undefined } }, "shipments.3");
    expect(none.ok).toBe(false);
    expect(!none.ok && none.rejection.path).toBe("shipments.3.scans.0.timestamp");
  });
});
