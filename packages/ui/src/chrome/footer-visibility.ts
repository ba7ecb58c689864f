/**
 * Footers show only while the return flow's step is below 2, or when there is no step
 * (spec section 2, "Shared layout"), unless the brand shows its footer on every step.
 */
export function shouldShowFooter(orderStep: number | null | undefined, footerAlwaysShown = false): boolean {
  if (footerAlwaysShown) return true;
  if (orderStep === undefined || orderStep === null || Number.isNaN(orderStep)) return true;
  return orderStep < 2;
}
