import { entryErrors, type ReturnRequestEntry } from "@portal/core/returns";
import type { ValidationMessageKey } from "@portal/core/validation";
import { reasonRuleOf, type FlowData } from "./flow-data.ts";

export type ItemField = "reason" | "subReason" | "images" | "variant";
export type ItemErrors = Partial<Record<ItemField, ValidationMessageKey>>;

/** What blocks one chosen item: core's reason and photo rules, plus a sub reason and a variant where needed. */
export function itemErrors(entry: ReturnRequestEntry, data: FlowData): ItemErrors {
  const errors: ItemErrors = { ...entryErrors(entry, reasonRuleOf(data)) };
  const reason = data.reasons.find((r) => r.id === entry.reasonId);
  if (reason && reason.sub_reasons.length > 0 && entry.subReasonId === null) errors.subReason = "option";
  if (data.kind === "exchange" && entry.thisProdVariant === null) errors.variant = "option";
  return errors;
}
