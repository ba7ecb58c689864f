import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ReturnPolicy } from "./return-policy-schema.ts";

/** Why the brand's policy refuses part of a return (product rules §4, issue 34 item 4). */
export const POLICY_REFUSALS = ["outside-window", "non-returnable", "mode-not-allowed", "exchange-not-offered"] as const;
export type PolicyRefusal = (typeof POLICY_REFUSALS)[number];

/** The portal's words when the brand wrote none. */
export const POLICY_REFUSAL_MESSAGE = {
  "outside-window": msg`The return window for this item has closed.`,
  "non-returnable": msg`This item cannot be returned.`,
  "mode-not-allowed": msg`This refund mode is not offered for this order.`,
  "exchange-not-offered": msg`Exchanges are not offered for this order.`,
} as const satisfies Record<PolicyRefusal, MessageDescriptor>;

const BRAND_MESSAGE_FIELD = {
  "outside-window": "outside_window",
  "non-returnable": "non_returnable",
  "mode-not-allowed": "mode_not_allowed",
  "exchange-not-offered": "exchange_not_offered",
} as const satisfies Record<PolicyRefusal, keyof NonNullable<ReturnPolicy["messages"]>>;

/** The brand's own text for a refusal, or the portal's translated one. */
export function policyRefusalMessage(policy: ReturnPolicy, refusal: PolicyRefusal): string | MessageDescriptor {
  const own = policy.messages?.[BRAND_MESSAGE_FIELD[refusal]]?.trim();
  return own ? own : POLICY_REFUSAL_MESSAGE[refusal];
}
