import * as v from "valibot";
import { newestScans } from "@portal/db/latest-scan";
import type { FixedIdRows } from "@portal/db/repositories/fixed-id-rows";
import type { NewOrderRow, NewScanRow, NewShipmentRow } from "@portal/db/schema";
import { parseDataFile } from "./data-file.ts";
import { rowsAt, rowTablesSchema, type RowTable } from "./row-document.ts";

// A demo brand's orders, shipments and scans as a rows document (data/shipments/<subdomain>.json;
// `pnpm new-brand` writes one from data/package-brand-shipments.template.json). Read through
// Vite's glob, so a new file needs no import.

/** Rows of `table` whose `column` is not `expected`, so a broken file names them. */
const strayRows = (name: string, table: RowTable, column: string, expected: (value: unknown) => boolean) =>
  table.rows.flatMap((row, index) =>
    expected(row[table.columns.indexOf(column)]) ? [] : [`${name} row ${index}: ${column} ${JSON.stringify(row[table.columns.indexOf(column)])}`],
  );

type Tables = Record<"orders" | "shipments" | "scans", RowTable>;

const problemsOf = ({ brandId, cases, tables }: { brandId: string; cases: Record<string, string>; tables: Tables }) => {
  const shipmentIds = new Set(tables.shipments.rows.map((row) => row[tables.shipments.columns.indexOf("id")]));
  return [
    ...strayRows("orders", tables.orders, "brand_id", (id) => id === brandId),
    ...strayRows("shipments", tables.shipments, "brand_id", (id) => id === brandId),
    // Every shipment is a case of the demo index, named by the tag its id ends with.
    ...strayRows("shipments", tables.shipments, "id", (id) => typeof id === "string" && cases[tagOf(id)] !== undefined),
    ...strayRows("scans", tables.scans, "shipment_id", (id) => typeof id === "string" && shipmentIds.has(id)),
  ];
};

export const ShipmentDocumentSchema = v.pipe(
  v.object({
    about: v.string(),
    /** The demo brand whose rows these are; every row's brand_id. */
    brandId: v.string(),
    /** Per shipment tag (its id ends in `:shipment:<tag>`), its line in the demo index. */
    cases: v.record(v.string(), v.string()),
    tables: rowTablesSchema(["orders", "shipments", "scans"]),
  }),
  v.check(
    (document) => problemsOf(document).length === 0,
    (issue) => problemsOf(issue.input).join("; "),
  ),
);
export type ShipmentDocument = v.InferOutput<typeof ShipmentDocumentSchema>;

/** The shipment's tag: what its id ends with, e.g. DLV-008 in brand-demo:shipment:DLV-008. */
export const tagOf = (shipmentId: string) => shipmentId.slice(shipmentId.lastIndexOf(":") + 1);

const files = import.meta.glob<unknown>("./data/shipments/*.json", { eager: true, import: "default" });

/** Every brand's shipment document, by brand id. */
export const SHIPMENT_DOCUMENTS: ReadonlyMap<string, ShipmentDocument> = new Map(
  Object.entries(files).map(([path, data]) => {
    const document = parseDataFile(path.replace("./data/", ""), ShipmentDocumentSchema, data);
    return [document.brandId, document];
  }),
);

/** A rows document's orders, shipments and scans at `now`, each shipment's latest_* taken from its scans by the import's rule. */
export function shipmentRowsAt(document: { tables: Tables }, now: Date): FixedIdRows {
  const scans = rowsAt<NewScanRow>(document.tables.scans, now);
  const scansOf = new Map<string, NewScanRow[]>();
  for (const scan of scans) scansOf.set(scan.shipment_id, [...(scansOf.get(scan.shipment_id) ?? []), scan]);
  const shipments = rowsAt<NewShipmentRow>(document.tables.shipments, now).map((shipment) => ({ ...shipment, ...newestScans(scansOf.get(shipment.id) ?? []) }));
  return { orders: rowsAt<NewOrderRow>(document.tables.orders, now), shipments, scans };
}
