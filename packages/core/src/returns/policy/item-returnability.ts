import type { PolicyRefusal } from "./policy-refusal.ts";
import type { ReturnPolicy } from "./return-policy-schema.ts";
import { returnWindowDaysOf, returnWindowEndOf } from "./return-window.ts";

/** What the policy needs to know about one ordered item. */
export interface PolicyItem {
  sku: string | null;
  category: string | null;
  /** When its shipment was delivered; null while it is not. */
  deliveredAt: Date | null;
}

export type ItemReturnability =
  | { returnable: true; /** Last moment to return it, when a window runs. */ until: Date | undefined }
  | { returnable: false; refusal: Extract<PolicyRefusal, "outside-window" | "non-returnable"> };

const named = (names: readonly string[] | undefined, value: string | null): boolean =>
  value !== null && value.trim() !== "" && (names ?? []).some((name) => name.trim().toLowerCase() === value.trim().toLowerCase());

/** Whether the brand's policy lets this item be returned now: not a non-returnable SKU or category, and inside its window. */
export function itemReturnabilityOf(policy: ReturnPolicy, item: PolicyItem, now: Date): ItemReturnability {
  if (named(policy.non_returnable_skus, item.sku) || named(policy.non_returnable_categories, item.category)) {
    return { returnable: false, refusal: "non-returnable" };
  }
  const until = returnWindowEndOf(item.deliveredAt, returnWindowDaysOf(policy, item.category));
  if (until !== undefined && now.getTime() > until.getTime()) return { returnable: false, refusal: "outside-window" };
  return { returnable: true, until };
}
