import type { ImportDocument } from "@portal/core/import";
import { toCurrencyCode } from "@portal/core/money";
import type { Kysely } from "kysely";
import { findThemeForBrand, saveThemeForBrand } from "../db/repositories/themes.ts";
import { recordScans } from "../db/repositories/shipments.ts";
import { upsertBrandBySubdomain } from "../db/repositories/import-brands.ts";
import { upsertBrandCourier, upsertOrderByNumber, upsertShipmentByWaybill } from "../db/repositories/import-shipments.ts";
import type { Database } from "../db/schema.ts";
import { ImportRejectedError } from "./import-rejected-error.ts";
import { emptyImportSummary, type ImportSummary } from "./import-summary.ts";
import { importBrandReturnSettings } from "./brand-returns-import.ts";
import { importReturnOrder } from "./return-order-import.ts";
import { shipmentImportRows } from "./shipment-import-rows.ts";
import { findUnstorableValue } from "./storable-values.ts";

interface BrandContext {
  id: string;
  currency: string;
}

/**
 * Applies a validated import document in one transaction: all of it or nothing. Safe to
 * repeat: brands and themes are matched by subdomain, shipments by brand and waybill, return
 * orders by brand and order id, and scans already stored are skipped.
 */
export async function importDocument(db: Kysely<Database>, document: ImportDocument, { now }: { now: Date }): Promise<ImportSummary> {
  const unstorable = findUnstorableValue(document);
  if (unstorable) throw new ImportRejectedError(unstorable);
  return db.transaction().execute(async (trx) => {
    const summary = emptyImportSummary();
    const brands = await existingBrandsReferenced(trx, document);

    for (const [index, brand] of document.brands.entries()) {
      const { id, created } = await upsertBrandBySubdomain(
        trx,
        { subdomain: brand.subdomain, name: brand.theme.name, enterprise: brand.enterprise.trim() !== "" },
        { now },
      );
      await saveThemeForBrand(trx, id, brand.theme, { now });
      await importBrandReturnSettings(trx, id, brand, { path: `brands.${index}`, now });
      brands.set(brand.subdomain, { id, currency: toCurrencyCode(brand.theme.config?.currency) });
      summary[created ? "brands_created" : "brands_updated"] += 1;
      summary.themes_saved += 1;
    }

    for (const entry of document.shipments) {
      const brand = brandOf(brands, entry.brand);
      const rows = shipmentImportRows(entry, { currency: brand.currency });
      const courierId = rows.courier && (await upsertBrandCourier(trx, brand.id, rows.courier));
      const order = await upsertOrderByNumber(trx, brand.id, rows.order, { now });
      const shipment = await upsertShipmentByWaybill(
        trx,
        brand.id,
        { ...rows.shipment, given: { ...rows.shipment.given, order_ref: order.id, ...(courierId ? { courier_id: courierId } : {}) } },
        { now },
      );
      summary[shipment.created ? "shipments_created" : "shipments_updated"] += 1;
      summary.scans_added += await recordScans(trx, shipment.id, rows.scans, { now });
    }

    for (const [index, order] of document.return_orders.entries()) {
      const brand = brandOf(brands, order.brand);
      const { created } = await importReturnOrder(trx, brand.id, order, { now, path: `return_orders.${index}`, currency: brand.currency });
      summary[created ? "return_orders_created" : "return_orders_updated"] += 1;
    }
    return summary;
  });
}

/**
 * The stored brands that shipments and return orders name without the document defining
 * them. Refuses the document, before writing anything, when one of them does not exist.
 */
async function existingBrandsReferenced(db: Kysely<Database>, document: ImportDocument): Promise<Map<string, BrandContext>> {
  const defined = new Set(document.brands.map((b) => b.subdomain));
  const references = [
    ...document.shipments.map((s, i) => ({ subdomain: s.brand, path: `shipments.${i}.brand` })),
    ...document.return_orders.map((o, i) => ({ subdomain: o.brand, path: `return_orders.${i}.brand` })),
  ].filter((r) => !defined.has(r.subdomain));
  const wanted = [...new Set(references.map((r) => r.subdomain))];
  const rows = wanted.length === 0 ? [] : await db.selectFrom("brands").select(["id", "subdomain"]).where("subdomain", "in", wanted).execute();
  const found = new Map<string, BrandContext>();
  for (const row of rows) found.set(row.subdomain, { id: row.id, currency: await storedCurrency(db, row.id) });
  const missing = references.find((r) => !found.has(r.subdomain));
  if (missing) {
    throw new ImportRejectedError(
      `${missing.path}: there is no brand "${missing.subdomain}". Add it under "brands" in the document, or import it first.`,
    );
  }
  return found;
}

async function storedCurrency(db: Kysely<Database>, brandId: string): Promise<string> {
  // A stored theme that no longer validates only loses its currency here; the page reports it.
  const theme = await findThemeForBrand(db, brandId).catch(() => undefined);
  return toCurrencyCode(theme?.config?.currency);
}

function brandOf(brands: Map<string, BrandContext>, subdomain: string): BrandContext {
  const brand = brands.get(subdomain);
  // existingBrandsReferenced has already refused documents naming unknown brands.
  if (!brand) throw new Error(`Brand ${subdomain} was not resolved before import`);
  return brand;
}
