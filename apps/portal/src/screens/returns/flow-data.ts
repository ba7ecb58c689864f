import type { ReasonWithSubReasons, ReturnOrder, ReturnReasonsResult, Variant } from "@portal/core/api";
import type { TextTranslations } from "@portal/core/locale";
import type { ReasonImageRule } from "@portal/core/returns";

/** Which flow a screen runs: a return (with a refund) or an exchange (with a variant). */
export type FlowKind = "return" | "exchange";

/** A reason as the flow offers it: with its sub reasons (none for one-level brands), names in every language the brand wrote. */
export type FlowReason = ReasonWithSubReasons;

/** Everything one flow needs, loaded once by the screen's route loader (plain JSON: the server inlines it). */
export interface FlowData {
  kind: FlowKind;
  order: ReturnOrder;
  reasons: FlowReason[];
  /** The brand's exchange instructions (plain text) in its default language, and its other languages'. */
  exchangeInstructions: string;
  exchangeInstructionsTranslations: TextTranslations;
  /** Exchange variants by item id; empty for a return. */
  variants: Readonly<Record<number, readonly Variant[]>>;
}

/** An item's exchange variants; none for an item without any (it cannot be exchanged). */
export function variantsOf(data: Pick<FlowData, "variants">, itemId: number): readonly Variant[] {
  return data.variants[itemId] ?? [];
}

/**
 * The active reasons with their sub reasons: the two-level list where the brand has one,
 * else the flat list. The flat list's `active` flag also filters the two-level one.
 */
export function flowReasons(result: ReturnReasonsResult): FlowReason[] {
  const active = new Set(result.return_reasons.filter((r) => r.active).map((r) => r.id));
  if (result.returnReasonsWithSubReason.length > 0) {
    return result.returnReasonsWithSubReason.filter((r) => result.return_reasons.length === 0 || active.has(r.id));
  }
  return result.return_reasons
    .filter((r) => r.active)
    .map((r) => ({
      id: r.id,
      reason_name: r.name,
      translations: r.translations,
      imageRequired: r.imageRequired,
      imageQuantity: r.imageQuantity,
      sub_reasons: [],
    }));
}

/** Photos are asked for only when the order captures images (return-info `capture_image`). */
export function reasonRuleOf(data: Pick<FlowData, "order" | "reasons">): (reasonId: number) => ReasonImageRule | undefined {
  return (reasonId) => (data.order.capture_image ? data.reasons.find((r) => r.id === reasonId) : undefined);
}
