import type { ReturnPolicy } from "./return-policy-schema.ts";

/** What auto-approval looks at in a placed request. */
export interface AutoApproveFacts {
  /** The value of the returned units, in minor units (what was paid plus store credit used). */
  valueMinor: number;
  reasonIds: readonly number[];
}

/** Whether the brand's policy approves this request as soon as it is placed. */
export function isAutoApproved(policy: ReturnPolicy, facts: AutoApproveFacts): boolean {
  const rule = policy.auto_approve;
  if (rule === undefined || !rule.enabled) return false;
  if (rule.max_value_minor !== undefined && facts.valueMinor > rule.max_value_minor) return false;
  const excluded = rule.except_reason_ids ?? [];
  return !facts.reasonIds.some((id) => excluded.includes(id));
}
