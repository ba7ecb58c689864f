import type { Kysely } from "kysely";
import { findCouriersByIds, insertCouriersIfAbsent, updateCourierColumns } from "@portal/db/repositories/import-shipment-batches";
import { brandCourierId, definedOnly, differing, type ImportedCourier } from "@portal/db/repositories/import-shipments";
import type { CourierRow, Database } from "@portal/db/schema";

interface CourierState {
  row: CourierRow;
  /** Not stored yet: written at the next flush. */
  isNew: boolean;
  /** Columns to write at the next flush. */
  changes: Partial<CourierRow>;
}

/**
 * The brands' couriers an import has met, as stored plus what the import changed. Shipments
 * name few couriers many times over, so each is read once per import, changed in memory in
 * document order (later values win, as one upsert per shipment would), and written once per
 * batch. Bounded by the number of couriers, not of shipments.
 */
export class CourierCache {
  /** null: known not to be stored. */
  private readonly couriers = new Map<string, CourierState | null>();

  /** Reads the couriers of these ids not met yet. */
  async load(db: Kysely<Database>, ids: Iterable<string>): Promise<void> {
    const missing = [...new Set(ids)].filter((id) => !this.couriers.has(id));
    if (missing.length === 0) return;
    for (const id of missing) this.couriers.set(id, null);
    for (const row of await findCouriersByIds(db, missing)) this.couriers.set(row.id, { row, isNew: false, changes: {} });
  }

  /** Applies a shipment's courier (loaded first); says whether it added or changed anything. */
  upsert(brandId: string, courier: ImportedCourier): { id: string; changed: boolean } {
    const id = brandCourierId(brandId, courier.key);
    const given = definedOnly({ name: courier.name, logo_url: courier.logoUrl, account_code: courier.accountCode, time_zone: courier.timeZone });
    const state = this.couriers.get(id);
    if (!state) {
      // A courier known only by its id gets no name (never the bare id); its catalogue entry names it.
      this.couriers.set(id, { row: { name: "", logo_url: null, account_code: null, time_zone: null, ...given, id }, isNew: true, changes: {} });
      return { id, changed: true };
    }
    const changes = differing(state.row, given);
    if (Object.keys(changes).length === 0) return { id, changed: false };
    Object.assign(state.row, changes);
    if (!state.isNew) Object.assign(state.changes, changes);
    return { id, changed: true };
  }

  /** Writes what changed since the last flush. */
  async flush(db: Kysely<Database>): Promise<void> {
    const added: CourierRow[] = [];
    for (const state of this.couriers.values()) {
      if (!state) continue;
      if (state.isNew) added.push(state.row);
      else if (Object.keys(state.changes).length > 0) await updateCourierColumns(db, state.row.id, state.changes);
      state.isNew = false;
      state.changes = {};
    }
    if (added.length > 0) await insertCouriersIfAbsent(db, added);
  }

  /** Forgets a courier written some other way (the document's courier list), or everything after a rollback. */
  forget(id?: string): void {
    if (id === undefined) this.couriers.clear();
    else this.couriers.delete(id);
  }
}
