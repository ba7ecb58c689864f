import { IMPORT_LISTS, resolveShipmentTimes, type ImportDocument, type ImportList, type ImportOrigin, type ImportRejection } from "@portal/core/import";
import { toCurrencyCode } from "@portal/core/money";
import type { ControlledTransaction, Kysely } from "kysely";
import { findThemeForBrand, saveThemeForBrand } from "../db/repositories/themes.ts";
import { recordScans } from "../db/repositories/shipments.ts";
import { upsertBrandBySubdomain } from "../db/repositories/import-brands.ts";
import {
  brandCourierId,
  findImportedShipment,
  updateOrderById,
  upsertBrandCourier,
  upsertOrderByNumber,
  upsertShipmentByWaybill,
} from "../db/repositories/import-shipments.ts";
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
  /** theme.config.time_zone: where the brand's zone-less feed times are read. */
  timeZone: string | undefined;
}

export interface ImportOptions {
  now: Date;
  /**
   * All or nothing (the default here; `--all-or-nothing` / `?atomic=true`): one refused
   * record refuses the document, listing every refusal. Otherwise the valid records are
   * written and the refused ones counted and listed in the summary.
   */
  atomic?: boolean;
  /** Each record's index in the document as sent (validateImportRecords), for error paths. */
  origin?: ImportOrigin;
  /** Records validation already refused; they count as rejected (and refuse an atomic import). */
  rejected?: readonly ImportRejection[];
}

/**
 * Applies a validated import document in one transaction. Safe to repeat: brands and themes
 * are matched by subdomain, couriers by brand and id, shipments by brand and waybill, return
 * orders by brand and order id, and scans already stored (same code, time, location and
 * description) are skipped. Zone-less feed times are read in the courier's, else the brand's
 * time zone; a shipment with neither is refused.
 */
export async function importDocument(db: Kysely<Database>, input: ImportDocument, options: ImportOptions): Promise<ImportSummary> {
  const { now, atomic = true } = options;
  const rejected: ImportRejection[] = [...(options.rejected ?? [])];
  const { document, origin } = withoutUnstorable(input, options.origin ?? identityOrigin(input), rejected);
  const at = (list: ImportList, index: number) => `${list}.${origin[list][index]}`;

  const trx = await db.startTransaction().execute();
  try {
    const summary = await applyDocument(trx, document, { now, atomic, at, rejected });
    if (atomic && rejected.length > 0) throw new ImportRejectedError(rejected);
    await trx.commit().execute();
    summary.rejected = rejected.length;
    summary.errors = rejected;
    return summary;
  } catch (error) {
    await trx.rollback().execute();
    throw error;
  }
}

interface ApplyContext {
  now: Date;
  atomic: boolean;
  at: (list: ImportList, index: number) => string;
  rejected: ImportRejection[];
}

async function applyDocument(trx: ControlledTransaction<Database>, document: ImportDocument, context: ApplyContext): Promise<ImportSummary> {
  const { now, at, rejected } = context;
  const summary = emptyImportSummary();
  const brands = await existingBrandsReferenced(trx, document);
  const refuse = (path: string, message: string) => rejected.push({ path, message });
  const brandOf = (subdomain: string, path: string): BrandContext | undefined => {
    const brand = brands.get(subdomain);
    if (!brand) refuse(path, `there is no brand "${subdomain}". Add it under "brands" in the document, or import it first.`);
    return brand;
  };

  for (const [index, brand] of document.brands.entries()) {
    const saved = await isolated(trx, context, async () => {
      const { id, created } = await upsertBrandBySubdomain(
        trx,
        { subdomain: brand.subdomain, name: brand.theme.name, enterprise: brand.enterprise.trim() !== "" },
        { now },
      );
      await saveThemeForBrand(trx, id, brand.theme, { now });
      await importBrandReturnSettings(trx, id, brand, { path: at("brands", index), now });
      return { id, created };
    });
    if (!saved) continue;
    brands.set(brand.subdomain, { id: saved.id, currency: toCurrencyCode(brand.theme.config?.currency), timeZone: brand.theme.config?.time_zone });
    summary[saved.created ? "brands_created" : "brands_updated"] += 1;
    summary.themes_saved += 1;
  }

  const courierZones = new Map<string, string | null>();
  for (const [index, courier] of document.couriers.entries()) {
    const brand = brandOf(courier.brand, `${at("couriers", index)}.brand`);
    if (!brand) continue;
    const saved = await upsertBrandCourier(trx, brand.id, {
      key: String(courier.id),
      name: courier.name,
      logoUrl: courier.logo_url?.trim() || undefined,
      accountCode: undefined,
      timeZone: courier.time_zone,
    });
    courierZones.set(saved.id, courier.time_zone ?? null);
    summary.couriers_saved += 1;
  }
  await loadStoredCourierZones(trx, document, brands, courierZones);

  for (const [index, entry] of document.shipments.entries()) {
    const path = at("shipments", index);
    const brand = brandOf(entry.brand, `${path}.brand`);
    if (!brand) continue;
    const courierId = entry.cp_id != null ? brandCourierId(brand.id, String(entry.cp_id)) : undefined;
    const resolved = resolveShipmentTimes(
      entry,
      {
        courier: entry.cp_id != null ? { label: `courier ${entry.cp_id}`, zone: courierZones.get(courierId ?? "") ?? undefined } : undefined,
        brand: { label: `brand "${entry.brand}"`, zone: brand.timeZone },
      },
      path,
    );
    if (!resolved.ok) {
      rejected.push(resolved.rejection);
      continue;
    }
    const rows = shipmentImportRows(resolved.shipment, { currency: brand.currency });
    const courier = rows.courier && (await upsertBrandCourier(trx, brand.id, rows.courier));
    const stored = await findImportedShipment(trx, brand.id, entry.waybill);
    const order =
      rows.order.orderId === undefined && stored
        ? { id: stored.orderRef, created: false, changed: await updateOrderById(trx, brand.id, stored.orderRef, rows.order.given) }
        : await upsertOrderByNumber(trx, brand.id, { ...rows.order, orderId: rows.order.orderId ?? entry.waybill }, { now });
    const shipment = await upsertShipmentByWaybill(
      trx,
      brand.id,
      { ...rows.shipment, given: { ...rows.shipment.given, order_ref: order.id, ...(courier ? { courier_id: courier.id } : {}) } },
      { now },
    );
    const added = await recordScans(trx, shipment.id, rows.scans, { now });
    summary.scans_added += added;
    const changed = shipment.changed || order.changed || Boolean(courier?.changed) || added > 0;
    summary[shipment.created ? "shipments_created" : changed ? "shipments_updated" : "shipments_unchanged"] += 1;
  }

  for (const [index, order] of document.return_orders.entries()) {
    const path = at("return_orders", index);
    const brand = brandOf(order.brand, `${path}.brand`);
    if (!brand) continue;
    const saved = await isolated(trx, context, () => importReturnOrder(trx, brand.id, order, { now, path, currency: brand.currency }));
    if (saved) summary[saved.created ? "return_orders_created" : "return_orders_updated"] += 1;
  }
  return summary;
}

/**
 * Runs one record's writes. When they are refused (ImportRejectedError): an atomic import
 * stops; otherwise the record's writes are rolled back to a savepoint and it is listed.
 */
async function isolated<T>(trx: ControlledTransaction<Database>, context: ApplyContext, write: () => Promise<T>): Promise<T | undefined> {
  if (context.atomic) return write();
  const savepoint = await trx.savepoint("import_record").execute();
  try {
    const result = await write();
    await savepoint.releaseSavepoint("import_record").execute();
    return result;
  } catch (error) {
    if (!(error instanceof ImportRejectedError)) throw error;
    await savepoint.rollbackToSavepoint("import_record").execute();
    await savepoint.releaseSavepoint("import_record").execute();
    context.rejected.push(...error.rejections);
    return undefined;
  }
}

/** Stored couriers' zones for the shipments' cp_ids the catalogue in this document did not give. */
async function loadStoredCourierZones(
  db: Kysely<Database>,
  document: ImportDocument,
  brands: Map<string, BrandContext>,
  zones: Map<string, string | null>,
): Promise<void> {
  const wanted = new Set<string>();
  for (const entry of document.shipments) {
    const brand = brands.get(entry.brand);
    if (brand && entry.cp_id != null) wanted.add(brandCourierId(brand.id, String(entry.cp_id)));
  }
  const missing = [...wanted].filter((id) => !zones.has(id));
  for (let i = 0; i < missing.length; i += 500) {
    const rows = await db.selectFrom("couriers").select(["id", "time_zone"]).where("id", "in", missing.slice(i, i + 500)).execute();
    for (const row of rows) zones.set(row.id, row.time_zone);
  }
}

/** The stored brands the document names without defining them. Unknown ones are refused per record. */
async function existingBrandsReferenced(db: Kysely<Database>, document: ImportDocument): Promise<Map<string, BrandContext>> {
  const defined = new Set(document.brands.map((b) => b.subdomain));
  const wanted = [
    ...new Set([...document.couriers, ...document.shipments, ...document.return_orders].map((r) => r.brand).filter((s) => !defined.has(s))),
  ];
  const rows = wanted.length === 0 ? [] : await db.selectFrom("brands").select(["id", "subdomain"]).where("subdomain", "in", wanted).execute();
  const found = new Map<string, BrandContext>();
  for (const row of rows) {
    // A stored theme that no longer validates only loses its currency and zone here; the page reports it.
    const theme = await findThemeForBrand(db, row.id).catch(() => undefined);
    found.set(row.subdomain, { id: row.id, currency: toCurrencyCode(theme?.config?.currency), timeZone: theme?.config?.time_zone });
  }
  return found;
}

function identityOrigin(document: ImportDocument): ImportOrigin {
  return Object.fromEntries(IMPORT_LISTS.map((list) => [list, document[list].map((_, i) => i)])) as ImportOrigin;
}

/**
 * The document without records the database could not store (NUL characters, numbers
 * beyond 32 bits), each refused with its path as sent.
 */
function withoutUnstorable(input: ImportDocument, inputOrigin: ImportOrigin, rejected: ImportRejection[]): { document: ImportDocument; origin: ImportOrigin } {
  const document: ImportDocument = { ...input, brands: [...input.brands], couriers: [...input.couriers], shipments: [...input.shipments], return_orders: [...input.return_orders] };
  const origin: ImportOrigin = { brands: [...inputOrigin.brands], couriers: [...inputOrigin.couriers], shipments: [...inputOrigin.shipments], return_orders: [...inputOrigin.return_orders] };
  for (let problem = findUnstorableValue(document); problem; problem = findUnstorableValue(document)) {
    const match = /^(brands|couriers|shipments|return_orders)\.(\d+)([^:]*): (.*)$/s.exec(problem);
    if (!match) {
      rejected.push({ path: "", message: problem });
      break;
    }
    const list = match[1] as ImportList;
    const index = Number(match[2]);
    rejected.push({ path: `${list}.${origin[list][index]}${match[3] ?? ""}`, message: match[4] ?? "" });
    document[list].splice(index, 1);
    origin[list].splice(index, 1);
  }
  return { document, origin };
}
