import { RETURN_REQUEST_MESSAGE as REFUSAL } from "@portal/core/messages";
import { isExchangeOffered, itemReturnabilityOf, policyRefusalMessage, type ItemReturnability, type RefundMode, type ReturnPolicy } from "@portal/core/returns";
import { forwardStageOfCode } from "@portal/core/status";
import type { ReturnItem, ReturnKind, ReturnOrderRecord } from "@portal/db/repositories/returns-records";
import { refuse, type RuleResult } from "./rule-result.ts";

/**
 * When the item's forward shipment was delivered: its latest scan's time when that scan is a
 * delivery. An item with no shipment of its own takes the order's only shipment.
 */
export function deliveredAtOf(record: Pick<ReturnOrderRecord, "shipments">, item: Pick<ReturnItem, "shipmentUuid">): Date | null {
  const shipment =
    item.shipmentUuid === null ? (record.shipments.length === 1 ? record.shipments[0] : undefined) : record.shipments.find((s) => s.uuid === item.shipmentUuid);
  if (shipment?.latestCode == null || shipment.latestScannedAt === null) return null;
  return forwardStageOfCode(shipment.latestCode) === "delivered" ? new Date(shipment.latestScannedAt) : null;
}

/** The policy's verdict on one ordered item now. */
export function itemPolicyOf(policy: ReturnPolicy, record: Pick<ReturnOrderRecord, "shipments">, item: ReturnItem, now: Date): ItemReturnability {
  return itemReturnabilityOf(policy, { sku: item.sku, category: item.category, deliveredAt: deliveredAtOf(record, item) }, now);
}

/**
 * The brand's return policy over a request (issue 34 item 4): every item returnable now (not
 * a non-returnable SKU or category, inside its window from delivery), an exchange only when
 * offered, a refund mode only among those offered. Refused with the brand's own words.
 */
export function checkReturnPolicy(
  policy: ReturnPolicy,
  request: { kind: ReturnKind; mode: RefundMode | undefined; itemIds: readonly number[]; isCod: boolean },
  record: Pick<ReturnOrderRecord, "shipments" | "items">,
  now: Date,
): RuleResult<null> {
  for (const itemId of request.itemIds) {
    const item = record.items.find((i) => i.itemId === itemId);
    if (item === undefined) continue; // the item rules refuse it with their own message
    const verdict = itemPolicyOf(policy, record, item, now);
    if (!verdict.returnable) return refuse(REFUSAL.policyRefusal(item.title, policyRefusalMessage(policy, verdict.refusal)));
  }
  if (request.kind === "exchange" && !isExchangeOffered(policy)) return refuse(policyRefusalMessage(policy, "exchange-not-offered"));
  if (request.kind === "return" && request.mode !== undefined && policy.refund_modes !== undefined) {
    // A COD order's back-to-source is stored as a bank refund (refund-check), so it is checked as one.
    const mode = request.mode === "back-to-source" && request.isCod ? "bank-account" : request.mode;
    if (!policy.refund_modes.includes(mode)) return refuse(policyRefusalMessage(policy, "mode-not-allowed"));
  }
  return { ok: true, value: null };
}
