import { holdsScan, scanIdentity } from "@portal/db/latest-scan";
import type { NewScanRow, ScanRow } from "@portal/db/schema";

/** The unmapped scan code (a status no table knows), as webhooks store it. */
const UNMAPPED = 0;
/** Two paths (a feed and a webhook) stamp the same scan up to this far apart. */
const SAME_SCAN_WITHIN_MS = 60_000;
/** Up to this many scans, repeats are found field by field rather than by identity strings. */
const FEW_SCANS = 32;

export interface ScanMatch {
  /** Stored scans to correct, with their changed columns. */
  updates: Array<{ row: ScanRow; changes: Partial<ScanRow> }>;
  /** Sent scans that are new. */
  added: NewScanRow[];
}

const folded = (text: string) => text.trim().toLowerCase();
const timeOf = (scan: { scanned_at: string }) => Date.parse(scan.scanned_at);

/**
 * Whether a stored scan and a sent one are the same scan reported by two paths: within a
 * minute, and the same mapped status, or one of them unmapped with the same words (Shiprocket's
 * MANIFEST GENERATED mapped by one path and not by the other). Unmapped scans alone never match
 * loosely: nothing says what they are.
 */
function isSameScan(stored: ScanRow, sent: NewScanRow): boolean {
  if (Math.abs(timeOf(stored) - timeOf(sent)) > SAME_SCAN_WITHIN_MS) return false;
  if (stored.code === sent.code) return stored.code !== UNMAPPED;
  if (stored.code !== UNMAPPED && sent.code !== UNMAPPED) return false;
  const words = new Set([folded(stored.status), folded(stored.description)]);
  return words.has(folded(sent.status)) || words.has(folded(sent.description));
}

/** What the sent copy adds to a stored scan: richer text, a mapped code, a later reason code or remark. */
function correctionOf(stored: ScanRow, sent: NewScanRow): Partial<ScanRow> {
  const changes: Partial<ScanRow> = {};
  if (stored.code === UNMAPPED && sent.code !== UNMAPPED) changes.code = sent.code;
  // The richer text is the longer one ("Shipment is Out for Delivery" over "OFD").
  if (sent.description.trim().length > stored.description.trim().length) {
    changes.description = sent.description;
    changes.status = sent.status;
  }
  if (!stored.location && sent.location) changes.location = sent.location;
  if (sent.reason_code != null && sent.reason_code !== stored.reason_code) changes.reason_code = sent.reason_code;
  if (sent.remark && sent.remark !== stored.remark) changes.remark = sent.remark;
  return changes;
}

/**
 * Matches a record's scans to the shipment's stored ones. A sent scan identical to a stored
 * one (code, time, place, text) is that scan; else one stored scan it is the same scan as
 * (isSameScan, the nearest in time) — each stored scan is claimed once, so two distinct scans
 * of one feed are never folded into one. Matched scans are corrected with what the sent copy
 * adds; the rest are new (repeats within the record dropped).
 */
export function matchScans(stored: readonly ScanRow[], sent: readonly NewScanRow[]): ScanMatch {
  // A new shipment (the bulk of a first import): only repeats within the record to drop.
  if (stored.length === 0 && sent.length <= FEW_SCANS) {
    const added: NewScanRow[] = [];
    for (const scan of sent) if (!holdsScan(added, scan)) added.push(scan);
    return { updates: [], added };
  }
  const byIdentity = new Map(stored.map((row) => [scanIdentity(row), row]));
  const claimed = new Set<string>();
  const unmatched: NewScanRow[] = [];
  const pairs: Array<[ScanRow, NewScanRow]> = [];
  for (const scan of sent) {
    const same = byIdentity.get(scanIdentity(scan));
    if (same) {
      claimed.add(same.id);
      pairs.push([same, scan]);
    } else unmatched.push(scan);
  }
  const added: NewScanRow[] = [];
  const addedIdentities = new Set<string>();
  for (const scan of unmatched) {
    let nearest: ScanRow | undefined;
    for (const row of stored) {
      if (claimed.has(row.id) || !isSameScan(row, scan)) continue;
      if (!nearest || Math.abs(timeOf(row) - timeOf(scan)) < Math.abs(timeOf(nearest) - timeOf(scan))) nearest = row;
    }
    if (nearest) {
      claimed.add(nearest.id);
      pairs.push([nearest, scan]);
      continue;
    }
    const identity = scanIdentity(scan);
    if (addedIdentities.has(identity)) continue;
    addedIdentities.add(identity);
    added.push(scan);
  }
  const updates = pairs.flatMap(([row, scan]) => {
    const changes = correctionOf(row, scan);
    return Object.keys(changes).length > 0 ? [{ row, changes }] : [];
  });
  return { updates, added };
}
