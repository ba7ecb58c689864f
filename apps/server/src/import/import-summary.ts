import type { ImportSummary } from "@portal/core/api";

/** What an import changed: core's contract, since POST /api/v1/ingest answers with it as `result`. */
export type { ImportSummary };

export function emptyImportSummary(): ImportSummary {
  return {
    brands_created: 0,
    brands_updated: 0,
    themes_saved: 0,
    couriers_saved: 0,
    shipments_created: 0,
    shipments_updated: 0,
    shipments_unchanged: 0,
    scans_added: 0,
    return_orders_created: 0,
    return_orders_updated: 0,
    rejected: 0,
    errors: [],
    warnings: [],
  };
}

/** The CLI's report, one line per kind of record, then one per refused record. */
export function formatImportSummary(summary: ImportSummary): string {
  const s = summary;
  return [
    `brands:        ${s.brands_created} created, ${s.brands_updated} updated (${s.themes_saved} themes saved)`,
    `couriers:      ${s.couriers_saved} saved`,
    `shipments:     ${s.shipments_created} created, ${s.shipments_updated} updated, ${s.shipments_unchanged} unchanged, ${s.scans_added} new scans`,
    `return orders: ${s.return_orders_created} created, ${s.return_orders_updated} updated`,
    `rejected:      ${s.rejected}`,
    ...s.errors.map((e) => `  ${e.path}: ${e.message}`),
    ...(s.warnings.length > 0 ? [`warnings:      ${s.warnings.length}`, ...s.warnings.map((w) => `  ${w.path}: ${w.message}`)] : []),
  ].join("\n");
}
