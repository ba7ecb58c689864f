import * as v from "valibot";
import { REFUND_MODES } from "../refund-mode-codes.ts";

const Days = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3650));
const Minor = v.pipe(v.number(), v.integer(), v.minValue(0));
const Percent = v.pipe(v.number(), v.minValue(0), v.maxValue(100));
const Names = v.array(v.pipe(v.string(), v.trim(), v.minLength(1)));
/** A text the brand writes for the shopper; shown instead of the portal's own when set. */
const BrandText = v.pipe(v.string(), v.trim(), v.maxLength(500));

/**
 * A brand's return policy (theme config `return_policy`). Every field is optional: a brand
 * without one keeps today's behaviour (no window, every item, every mode, no fee, no bonus,
 * nothing approved by itself). Money is in minor units of the order's currency.
 */
export const ReturnPolicySchema = v.object({
  /** Days from delivery in which an item may be returned. */
  window_days: v.optional(Days),
  /** A category's own window (the item's `category` in the import), instead of `window_days`. */
  window_days_by_category: v.optional(v.record(v.string(), Days)),
  /** SKUs never returnable (compared without case). */
  non_returnable_skus: v.optional(Names),
  /** Categories never returnable (compared without case). */
  non_returnable_categories: v.optional(Names),
  /** The refund modes offered; absent: every mode the order allows. */
  refund_modes: v.optional(v.array(v.picklist(REFUND_MODES))),
  /** Exchanges offered (default yes). */
  exchange: v.optional(v.boolean()),
  /** A flat fee per refund mode, or for an exchange; taken once per request. */
  fee_minor_by_mode: v.optional(v.record(v.picklist([...REFUND_MODES, "exchange"]), Minor)),
  /** A flat fee per return reason id (the largest of the request's reasons), added to the mode's fee. */
  fee_minor_by_reason: v.optional(v.record(v.string(), Minor)),
  /** A bonus, in percent of the refund, for choosing store credit (either credit mode) or an exchange. */
  bonus_percent: v.optional(v.object({ credit: v.optional(Percent), exchange: v.optional(Percent) })),
  /** Requests approved as soon as they are placed: at most this value, and none of these reasons. */
  auto_approve: v.optional(
    v.object({
      max_value_minor: v.optional(Minor),
      except_reason_ids: v.optional(v.array(v.pipe(v.number(), v.integer()))),
      /** Off unless set; lets a brand keep the rules but pause them. */
      enabled: v.boolean(),
    }),
  ),
  /** The brand's own words for each refusal (core's POLICY_REFUSALS). */
  messages: v.optional(
    v.object({
      outside_window: v.optional(BrandText),
      non_returnable: v.optional(BrandText),
      mode_not_allowed: v.optional(BrandText),
      exchange_not_offered: v.optional(BrandText),
    }),
  ),
});

export type ReturnPolicy = v.InferOutput<typeof ReturnPolicySchema>;

/** No policy: what a brand without one gets. */
export const NO_RETURN_POLICY: ReturnPolicy = {};

/** A theme's stored policy as the rules read it: a valid one, else none (the import refuses invalid ones). */
export function returnPolicyOf(stored: unknown): ReturnPolicy {
  const parsed = v.safeParse(ReturnPolicySchema, stored ?? {});
  return parsed.success ? parsed.output : NO_RETURN_POLICY;
}
