import type { FooterPolicy } from "@portal/core/brand";

const SHOWS_ON_STEP = {
  // product rules §2, "Shared layout": only while the return step is below 2, or unset.
  "below-step-2": (step) => step === undefined || step === null || Number.isNaN(step) || step < 2,
  always: () => true,
} as const satisfies Record<FooterPolicy, (step: number | null | undefined) => boolean>;

/** Whether a footer renders at this return-flow step under the brand's footer policy. */
export function shouldShowFooter(orderStep: number | null | undefined, policy: FooterPolicy = "below-step-2"): boolean {
  return SHOWS_ON_STEP[policy](orderStep);
}
