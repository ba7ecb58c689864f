import { resolveShipmentTimes, type ImportList, type ImportRecordOf, type ImportRejection } from "@portal/core/import";
import { toCurrencyCode } from "@portal/core/money";
import { isCountryCode, TIME_ZONE_BY_COUNTRY } from "@portal/core/country";
import type { ControlledTransaction, Kysely } from "kysely";
import { upsertBrandBySubdomain } from "@portal/db/repositories/import-brands";
import { brandCourierId, upsertBrandCourier } from "@portal/db/repositories/import-shipments";
import { findThemeForBrand, saveThemeForBrand } from "@portal/db/repositories/themes";
import type { Database } from "@portal/db/schema";
import { importBrandReturnSettings } from "./brand-returns-import.ts";
import { CourierCache } from "./courier-cache.ts";
import { ImportRejectedError } from "./import-rejected-error.ts";
import { emptyImportSummary, type ImportSummary } from "./import-summary.ts";
import { importReturnOrder } from "./return-order-import.ts";
import { BatchRaceError, writeShipmentBatch, type PendingShipment } from "./shipment-batch.ts";
import { shipmentImportRows } from "./shipment-import-rows.ts";
import type { ShipmentChange } from "../live/shipment-changes.ts";
import { advanceReturnsFromReverseScans } from "../return-lifecycle/reverse-scan-moves.ts";
import { anyBrandNotifies, codesBefore, enqueueShipmentNotifications } from "../notifications/enqueue-shipment-notifications.ts";

interface BrandContext {
  id: string;
  currency: string;
  /** theme.config.time_zone: where the brand's zone-less feed times are read. */
  timeZone: string | undefined;
  /** Its country (theme.config.country) and that country's zone, used when it names none. */
  country: { code: string; zone: string } | undefined;
  subdomain: string;
}

export interface ImportRunOptions {
  now: Date;
  /**
   * All or nothing: one refused record refuses the whole import, listing every refusal, and
   * nothing is written. Otherwise the valid records are written and the refused ones listed.
   */
  atomic: boolean;
  /**
   * Commit after each batch of shipments (not atomic only), so a long import holds the
   * database's write lock briefly at a time and the server's own writes go on meanwhile.
   * Otherwise the import is one transaction.
   */
  commitEachBatch?: boolean;
  /** Shipments written together (default 1000). */
  batchSize?: number;
  /** Told, after each commit, which shipments it wrote (open tracking pages listen: src/live). */
  onCommit?: (changed: readonly ShipmentChange[]) => void;
}

/** A brand's country and its zone (core's country table), when the country is one the portal knows. */
function countryZoneOf(country: string | undefined): BrandContext["country"] {
  const code = country?.trim().toUpperCase() ?? "";
  return isCountryCode(code) ? { code, zone: TIME_ZONE_BY_COUNTRY[code] } : undefined;
}

/** Warnings listed in one summary: a feed misspelling a field in every record says so once per record up to this. */
const MAX_WARNINGS = 1000;

/** How often a batch is redone when another writer keeps creating its rows meanwhile. */
const RACE_RETRIES = 3;

/**
 * One import under way: records arrive one at a time in document order (`add`, or `reject`
 * for those validation refused), are applied in a transaction, and `finish` commits and
 * answers the summary. Brands, couriers and return orders are written as they come;
 * shipments are gathered in batches and written set-at-a-time (shipment-batch.ts). Safe to
 * repeat: every record is matched to what is stored (see importDocument).
 * Memory holds one batch, the brands and couriers met, and the list of refusals.
 */
export class ImportRun {
  readonly summary: ImportSummary = emptyImportSummary();
  private readonly rejected: ImportRejection[] = [];
  private warningCount = 0;
  private readonly countryZoneWarned = new Set<string>();
  /** null: known not to exist (or its record was refused). */
  private readonly brands = new Map<string, BrandContext | null>();
  private readonly courierZones = new Map<string, string | null>();
  private readonly couriers = new CourierCache();
  private batch: PendingShipment[] = [];
  private readonly batchKeys = new Set<string>();
  private readonly batchSize: number;
  /** Shipments written since the last commit, for `onCommit`. */
  private changed: ShipmentChange[] = [];
  /**
   * The batch being written while the next one is read (at most one): on PostgreSQL the
   * database works on one batch while this thread parses and validates the next.
   */
  private writing: Promise<void> | undefined;

  private constructor(
    private readonly db: Kysely<Database>,
    private trx: ControlledTransaction<Database>,
    private readonly options: ImportRunOptions,
  ) {
    this.batchSize = options.batchSize ?? 1000;
  }

  static async start(db: Kysely<Database>, options: ImportRunOptions): Promise<ImportRun> {
    return new ImportRun(db, await db.startTransaction().execute(), options);
  }

  /**
   * What a stored record carried that was not used (validation found it): listed in the
   * summary, the first MAX_WARNINGS of them, then one line counting the rest.
   */
  warn(warnings: readonly ImportRejection[]): void {
    for (const warning of warnings) {
      this.warningCount += 1;
      if (this.warningCount <= MAX_WARNINGS) this.summary.warnings.push(warning);
    }
  }

  /** A record validation refused: it counts as rejected (and refuses an atomic import at the end). */
  reject(rejection: ImportRejection): void {
    this.rejected.push(rejection);
  }

  /**
   * Applies one valid record (validateImportRecords or an ImportRecordValidator passed it, so
   * the database can store its values); `index` is its place in its list as sent, for error paths.
   */
  async add<L extends ImportList>(list: L, index: number, record: ImportRecordOf[L]): Promise<void> {
    const path = `${list}.${index}`;
    if (list !== "shipments") await this.flushShipments();
    await (this.apply[list] as (record: ImportRecordOf[L], path: string) => Promise<void>)(record, path);
  }

  /** Writes what is pending and commits; an atomic import with refusals is rolled back instead. */
  async finish(): Promise<ImportSummary> {
    await this.flushShipments();
    if (this.options.atomic && this.rejected.length > 0) throw new ImportRejectedError(this.rejected);
    await this.commit();
    this.summary.rejected = this.rejected.length;
    this.summary.errors = this.rejected;
    if (this.warningCount > MAX_WARNINGS) this.summary.warnings.push({ path: "", message: `${this.warningCount - MAX_WARNINGS} more warnings not listed.` });
    return this.summary;
  }

  /** Rolls back what is not committed yet (all of it, unless batches were committed). */
  async abort(): Promise<void> {
    // The batch under way fails or finishes first: its statements share the transaction.
    await this.settle().catch(() => undefined);
    if (!this.trx.isCommitted && !this.trx.isRolledBack) await this.trx.rollback().execute();
  }

  private readonly apply = {
    brands: async (brand: ImportRecordOf["brands"], path: string) => {
      const { now } = this.options;
      const trx = this.trx;
      const saved = await this.isolated(async () => {
        const { id, created } = await upsertBrandBySubdomain(
          trx,
          { subdomain: brand.subdomain, name: brand.theme.name, enterprise: brand.enterprise.trim() !== "" },
          { now },
        );
        await saveThemeForBrand(trx, id, brand.theme, { now });
        await importBrandReturnSettings(trx, id, brand, { path, now });
        return { id, created };
      });
      if (!saved) {
        this.brands.set(brand.subdomain, null);
        return;
      }
      this.brands.set(brand.subdomain, {
        id: saved.id,
        subdomain: brand.subdomain,
        currency: toCurrencyCode(brand.theme.config?.currency),
        timeZone: brand.theme.config?.time_zone,
        country: countryZoneOf(brand.theme.config?.country),
      });
      this.summary[saved.created ? "brands_created" : "brands_updated"] += 1;
      this.summary.themes_saved += 1;
    },

    couriers: async (courier: ImportRecordOf["couriers"], path: string) => {
      const brand = await this.brandOf(courier.brand, `${path}.brand`);
      if (!brand) return;
      const saved = await upsertBrandCourier(this.trx, brand.id, {
        key: String(courier.id),
        name: courier.name,
        logoUrl: courier.logo_url?.trim() || undefined,
        accountCode: undefined,
        timeZone: courier.time_zone,
      });
      this.couriers.forget(saved.id);
      this.courierZones.set(saved.id, courier.time_zone ?? null);
      this.summary.couriers_saved += 1;
    },

    shipments: async (entry: ImportRecordOf["shipments"], path: string) => {
      const brand = await this.brandOf(entry.brand, `${path}.brand`);
      if (!brand) return;
      const courierId = entry.cp_id != null ? brandCourierId(brand.id, String(entry.cp_id)) : undefined;
      const resolved = resolveShipmentTimes(
        entry,
        {
          courier: courierId !== undefined ? { label: `courier ${entry.cp_id}`, zone: (await this.courierZone(courierId)) ?? undefined } : undefined,
          brand: { label: `brand "${entry.brand}"`, zone: brand.timeZone },
          country: brand.country && { label: brand.country.code, zone: brand.country.zone },
        },
        path,
      );
      if (!resolved.ok) {
        this.reject(resolved.rejection);
        return;
      }
      if (resolved.countryZone && !this.countryZoneWarned.has(brand.id)) {
        // Once per brand and import: every such record is read the same way.
        this.countryZoneWarned.add(brand.id);
        this.warn([
          {
            path,
            message: `times without a zone are read in ${resolved.countryZone}, the zone of brand "${brand.subdomain}"'s country (${brand.country?.code}). Set the brand's theme.config.time_zone or the courier's time_zone to read them in another.`,
          },
        ]);
      }
      const key = `${brand.id}\u0000${entry.waybill}`;
      // A batch holds each waybill once; a repeat (only from documents that skipped validation) waits for the next.
      if (this.batchKeys.has(key)) await this.flushShipments();
      this.batchKeys.add(key);
      this.batch.push({ brandId: brand.id, waybill: entry.waybill, rows: shipmentImportRows(resolved.shipment, { currency: brand.currency }) });
      if (this.batch.length >= this.batchSize) await this.startBatchWrite();
    },

    return_orders: async (order: ImportRecordOf["return_orders"], path: string) => {
      const brand = await this.brandOf(order.brand, `${path}.brand`);
      if (!brand) return;
      const trx = this.trx;
      const saved = await this.isolated(() => importReturnOrder(trx, brand.id, order, { now: this.options.now, path, currency: brand.currency }));
      if (saved) this.summary[saved.created ? "return_orders_created" : "return_orders_updated"] += 1;
    },
  } as const satisfies { [L in ImportList]: (record: ImportRecordOf[L], path: string) => Promise<void> };

  /** Writes the gathered shipments and waits until they are written (and any batch before them). */
  private async flushShipments(): Promise<void> {
    await this.startBatchWrite();
    await this.settle();
  }

  /**
   * Starts writing the gathered shipments once the batch before them is written, and returns
   * without waiting for them: the caller goes on reading the next batch. A failure surfaces at
   * the next settle (the next batch, another list's record, finish or abort).
   */
  private async startBatchWrite(): Promise<void> {
    await this.settle();
    if (this.batch.length === 0) return;
    const batch = this.batch;
    this.batch = [];
    this.batchKeys.clear();
    const writing = this.writeBatch(batch);
    // Handled here so a failure noticed before the next settle is not an unhandled rejection; settle rethrows it.
    writing.catch(() => undefined);
    this.writing = writing;
  }

  /** Waits for the batch being written; throws its failure. */
  private async settle(): Promise<void> {
    const writing = this.writing;
    this.writing = undefined;
    await writing;
  }

  /** Writes a batch in a savepoint, redone from a fresh read if another writer raced it. */
  private async writeBatch(batch: PendingShipment[]): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      const savepoint = await this.trx.savepoint("import_batch").execute();
      try {
        // Messages to shoppers are decided from each shipment's stage before and after (notifications/).
        const notifies = await anyBrandNotifies(
          savepoint,
          batch.map((s) => s.brandId),
        );
        const before = notifies ? await codesBefore(savepoint, batch) : undefined;
        const written = await writeShipmentBatch(savepoint, batch, this.couriers, { now: this.options.now });
        // A reverse pickup's scans move the return request it serves (return-lifecycle).
        const reverse = batch.filter((s) => s.rows.shipment.given.is_reverse === 1);
        if (reverse.length > 0) await advanceReturnsFromReverseScans(savepoint, reverse, this.options.now);
        if (before) {
          const changed = batch.filter((_, index) => written[index]?.outcome !== "unchanged");
          const writes = changed.map(({ brandId, waybill }) => ({ brandId, waybill, codeBefore: before.get(`${brandId}\u0000${waybill}`) }));
          await enqueueShipmentNotifications(savepoint, writes, this.options.now);
        }
        await savepoint.releaseSavepoint("import_batch").execute();
        for (const [index, { outcome, scansAdded }] of written.entries()) {
          this.summary[outcome === "created" ? "shipments_created" : outcome === "updated" ? "shipments_updated" : "shipments_unchanged"] += 1;
          this.summary.scans_added += scansAdded;
          const { brandId, waybill } = batch[index]!;
          if (outcome !== "unchanged" && this.options.onCommit) this.changed.push({ brandId, waybill });
        }
        break;
      } catch (error) {
        await savepoint.rollbackToSavepoint("import_batch").execute();
        await savepoint.releaseSavepoint("import_batch").execute();
        // The cache may hold the rolled-back batch's couriers as written.
        this.couriers.forget();
        if (!(error instanceof BatchRaceError) || attempt >= RACE_RETRIES) throw error;
      }
    }
    if (this.options.commitEachBatch && !this.options.atomic) {
      await this.commit();
      this.trx = await this.db.startTransaction().execute();
    }
  }

  private async commit(): Promise<void> {
    await this.trx.commit().execute();
    const changed = this.changed;
    this.changed = [];
    if (changed.length > 0) this.options.onCommit?.(changed);
  }

  /**
   * Runs one record's writes. When they are refused (ImportRejectedError): an atomic import
   * stops; otherwise the record's writes are rolled back to a savepoint and it is listed.
   */
  private async isolated<T>(write: () => Promise<T>): Promise<T | undefined> {
    if (this.options.atomic) return write();
    const savepoint = await this.trx.savepoint("import_record").execute();
    try {
      const result = await write();
      await savepoint.releaseSavepoint("import_record").execute();
      return result;
    } catch (error) {
      if (!(error instanceof ImportRejectedError)) throw error;
      await savepoint.rollbackToSavepoint("import_record").execute();
      await savepoint.releaseSavepoint("import_record").execute();
      this.rejected.push(...error.rejections);
      return undefined;
    }
  }

  /** The brand a record names: defined earlier in the document, or stored. Refuses the record when neither. */
  private async brandOf(subdomain: string, path: string): Promise<BrandContext | undefined> {
    if (!this.brands.has(subdomain)) {
      await this.settle(); // its read shares the transaction with the batch under way
      this.brands.set(subdomain, await this.storedBrand(subdomain));
    }
    const brand = this.brands.get(subdomain);
    if (!brand) this.reject({ path, message: `there is no brand "${subdomain}". Add it under "brands" in the document, or import it first.` });
    return brand ?? undefined;
  }

  private async storedBrand(subdomain: string): Promise<BrandContext | null> {
    const row = await this.trx.selectFrom("brands").select(["id"]).where("subdomain", "=", subdomain).executeTakeFirst();
    if (!row) return null;
    // A stored theme that no longer validates only loses its currency and zone here; the page reports it.
    const theme = await findThemeForBrand(this.trx, row.id).catch(() => undefined);
    return {
      id: row.id,
      subdomain,
      currency: toCurrencyCode(theme?.config?.currency),
      timeZone: theme?.config?.time_zone,
      country: countryZoneOf(theme?.config?.country),
    };
  }

  /** A stored courier's zone (the document's catalogue fills this first). */
  private async courierZone(id: string): Promise<string | null> {
    const known = this.courierZones.get(id);
    if (known !== undefined) return known;
    await this.settle(); // its read shares the transaction with the batch under way
    const row = await this.trx.selectFrom("couriers").select("time_zone").where("id", "=", id).executeTakeFirst();
    const zone = row?.time_zone ?? null;
    this.courierZones.set(id, zone);
    return zone;
  }
}
