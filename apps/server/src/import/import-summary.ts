/** What an import changed. Snake case: POST /api/v1/ingest answers with it as `result`. */
export interface ImportSummary {
  brands_created: number;
  brands_updated: number;
  themes_saved: number;
  shipments_created: number;
  shipments_updated: number;
  scans_added: number;
  return_orders_created: number;
  return_orders_updated: number;
}

export function emptyImportSummary(): ImportSummary {
  return {
    brands_created: 0,
    brands_updated: 0,
    themes_saved: 0,
    shipments_created: 0,
    shipments_updated: 0,
    scans_added: 0,
    return_orders_created: 0,
    return_orders_updated: 0,
  };
}

/** The CLI's report, one line per kind of record. */
export function formatImportSummary(summary: ImportSummary): string {
  const s = summary;
  return [
    `brands:        ${s.brands_created} created, ${s.brands_updated} updated (${s.themes_saved} themes saved)`,
    `shipments:     ${s.shipments_created} created, ${s.shipments_updated} updated, ${s.scans_added} new scans`,
    `return orders: ${s.return_orders_created} created, ${s.return_orders_updated} updated`,
  ].join("\n");
}
