import { isAutoApproved, type ReturnPolicy } from "@portal/core/returns";
import type { Database } from "@portal/db/schema";
import type { Kysely } from "kysely";
import { applyReturnTransition } from "../../../return-lifecycle/apply-return-transition.ts";
import type { CheckedItem } from "./item-rules.ts";

/**
 * Approves a request just placed when the brand's policy says so (core's isAutoApproved: at
 * most its value, none of its excluded reasons). The move goes through applyReturnTransition
 * like a desk approval, so its event, history row and `return.updated` are written; the
 * actor is "auto". Answers whether it approved.
 */
export async function autoApproveIfPolicyAllows(
  db: Kysely<Database>,
  policy: ReturnPolicy,
  request: { brandId: string; requestId: string; items: readonly CheckedItem[]; now: Date },
): Promise<boolean> {
  const valueMinor = request.items.reduce((sum, i) => sum + i.quantity * (i.item.finalAmountPaidMinor + i.item.storeCreditsUsedMinor), 0);
  if (!isAutoApproved(policy, { valueMinor, reasonIds: request.items.map((i) => i.reasonId) })) return false;
  const result = await applyReturnTransition(db, {
    brandId: request.brandId,
    requestId: request.requestId,
    to: "approved",
    actor: { kind: "auto", name: "return policy" },
    note: null,
    now: request.now,
  });
  return result.outcome === "moved";
}
