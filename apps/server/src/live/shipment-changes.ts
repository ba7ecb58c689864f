/** A shipment whose scans, status or delivery date were written. */
export interface ShipmentChange {
  brandId: string;
  waybill: string;
}

/**
 * Who is told when a shipment changes: the open tracking pages' streams (api/tracking/live).
 * The import run publishes after it commits; on PostgreSQL every replica hears it through
 * LISTEN/NOTIFY (postgres-shipment-changes.ts), on SQLite the one process hears it itself.
 */
export interface ShipmentChanges {
  publish(changes: readonly ShipmentChange[]): void;
  /** Calls `listener` on each change of that shipment until the returned function is called. */
  subscribe(change: ShipmentChange, listener: () => void): () => void;
  /** How many streams are listening (for the bench and health logs). */
  readonly listeners: number;
  close(): Promise<void>;
}

const keyOf = (change: ShipmentChange) => `${change.brandId}\u0000${change.waybill}`;

/** The listeners of this process, by shipment. Nothing runs while nobody changes anything. */
export class LocalShipmentChanges implements ShipmentChanges {
  readonly #listeners = new Map<string, Set<() => void>>();
  #count = 0;

  get listeners(): number {
    return this.#count;
  }

  publish(changes: readonly ShipmentChange[]): void {
    this.deliver(changes);
  }

  /** Tells this process's listeners (also what a PostgreSQL notification ends in). */
  protected deliver(changes: readonly ShipmentChange[]): void {
    for (const change of changes) for (const listener of this.#listeners.get(keyOf(change)) ?? []) listener();
  }

  subscribe(change: ShipmentChange, listener: () => void): () => void {
    const key = keyOf(change);
    let set = this.#listeners.get(key);
    if (!set) this.#listeners.set(key, (set = new Set()));
    set.add(listener);
    this.#count += 1;
    return () => {
      if (!set.delete(listener)) return;
      this.#count -= 1;
      if (set.size === 0) this.#listeners.delete(key);
    };
  }

  async close(): Promise<void> {
    this.#listeners.clear();
    this.#count = 0;
  }
}
