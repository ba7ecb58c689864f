// A new brand's demo shipments (`pnpm new-brand`): the template document filled with the
// brand's ids, names and keys. Data in, data out: the demo seed reads the result like any
// brand's document (apps/server/src/seed/shipment-documents.ts).
import { createHash } from "node:crypto";
import { demoEntry } from "./brand-template.mjs";

/** The template (its `about` says what is replaced), relative to the repo root. */
export const SHIPMENT_TEMPLATE = "apps/server/src/seed/data/package-brand-shipments.template.json";

/** Where the demo seed reads brand `id`'s shipments, relative to the repo root. */
export const shipmentDocumentPath = (id) => `apps/server/src/seed/data/shipments/${id}.json`;

/** The template's text filled for brand `id`. */
export function shipmentDocument(template, id) {
  const { name, waybillPrefix, orderPrefix } = demoEntry(id);
  const about = `${name}'s demo orders, shipments and scans, written by \`pnpm new-brand\` from data/package-brand-shipments.template.json. Columns in \`hoursFromNow\` hold hours relative to the moment the seed runs (negative: before), \`datesFromNow\` the calendar day of such a moment; latest_* come from the scans by the import's rule.`;
  return template
    .replace(/^ {2}"about": .*,$/m, `  "about": ${JSON.stringify(about)},`)
    .replaceAll("{{id}}", id)
    .replaceAll("{{name}}", name)
    .replaceAll("{{waybillPrefix}}", waybillPrefix)
    .replaceAll("{{orderPrefix}}", orderPrefix)
    .replace(/\{\{key:([A-Z0-9-]+)\}\}/g, (_, tag) => createHash("sha256").update(`demo-security-key:brand-${id}:${tag}`).digest("hex").slice(0, 12));
}
