import pg from "pg";
import type { Logger } from "../log/logger.ts";
import { LocalShipmentChanges, type ShipmentChange } from "./shipment-changes.ts";

/** The channel every replica listens on. */
export const SHIPMENT_CHANGES_CHANNEL = "portal_shipment_changes";
/** NOTIFY payloads must stay under 8000 bytes: changes go in parts well below that. */
const PAYLOAD_BUDGET = 7000;

/**
 * Shipment changes across replicas: `publish` sends NOTIFY on PostgreSQL, and every replica —
 * this one too — delivers to its own listeners when the notification arrives, so a scan written
 * through replica B reaches a page whose stream is held by replica A. One connection per
 * replica listens; it reconnects if PostgreSQL drops it.
 */
export class PostgresShipmentChanges extends LocalShipmentChanges {
  #listener: pg.Client | undefined;
  #closed = false;
  readonly #publisher: pg.Pool;

  private constructor(
    private readonly connectionString: string,
    private readonly log: Logger,
  ) {
    super();
    this.#publisher = new pg.Pool({ connectionString, max: 1 });
  }

  static async start(connectionString: string, log: Logger): Promise<PostgresShipmentChanges> {
    const changes = new PostgresShipmentChanges(connectionString, log);
    await changes.listen();
    return changes;
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on("notification", (message) => {
      if (message.channel !== SHIPMENT_CHANGES_CHANNEL || !message.payload) return;
      try {
        this.deliver(JSON.parse(message.payload) as ShipmentChange[]);
      } catch {
        this.log.warn("shipment change notification unreadable", { bytes: message.payload.length });
      }
    });
    client.on("error", (error) => {
      this.log.warn("shipment change listener lost its connection", { error: error.message });
      this.#listener = undefined;
      void client.end().catch(() => undefined);
      if (!this.#closed) setTimeout(() => void this.listen().catch(() => undefined), 1000).unref();
    });
    await client.connect();
    await client.query(`LISTEN ${SHIPMENT_CHANGES_CHANNEL}`);
    this.#listener = client;
  }

  override publish(changes: readonly ShipmentChange[]): void {
    for (const part of payloadParts(changes)) {
      this.#publisher.query("select pg_notify($1, $2)", [SHIPMENT_CHANGES_CHANNEL, part]).catch((error: Error) => {
        this.log.warn("shipment change not published", { error: error.message });
      });
    }
  }

  override async close(): Promise<void> {
    this.#closed = true;
    await super.close();
    await Promise.all([this.#listener?.end(), this.#publisher.end()]);
  }
}

function* payloadParts(changes: readonly ShipmentChange[]): Generator<string> {
  let part: ShipmentChange[] = [];
  let bytes = 2;
  for (const change of changes) {
    const size = Buffer.byteLength(JSON.stringify(change)) + 1;
    if (part.length > 0 && bytes + size > PAYLOAD_BUDGET) {
      yield JSON.stringify(part);
      part = [];
      bytes = 2;
    }
    part.push(change);
    bytes += size;
  }
  if (part.length > 0) yield JSON.stringify(part);
}
