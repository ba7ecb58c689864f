import { validateImportRecords } from "@portal/core/import";
import { expect, test } from "vitest";
import { emptyImportSummary, formatImportSummary } from "./import-summary.ts";

test("the CLI summary lists each record's warnings with its path after the counts", () => {
  const records = validateImportRecords({
    version: 1,
    shipments: [
      { brand: "acme", waybill: "W1", order_Id: "A-1", scans: [{ code: 8, status: "Delivered", timestamp: "2026-11-20T09:00:00Z" }] },
      { brand: "acme", waybill: "W2", config: { is_rvp: true }, scans: [{ code: 14, status: "RTO delivered", timestamp: "2026-11-20T09:00:00Z" }] },
    ],
  });
  if (!records.ok) throw new Error(records.message);
  // Both records are kept; code 14 is a forward code, not a reverse pickup's.
  expect(records.document.shipments).toHaveLength(2);
  const text = formatImportSummary({ ...emptyImportSummary(), warnings: records.warnings });
  expect(text.split("\n").slice(-3)).toEqual([
    "warnings:      2",
    "  shipments.0.order_Id: is not a field of the import format; ignored (check its spelling).",
    "  shipments.1.scans.0.code: 14 is not a status code of the product rules' tables; stored and shown with its text, but it moves no stage.",
  ]);
  expect(formatImportSummary(emptyImportSummary())).not.toContain("warnings");
});
