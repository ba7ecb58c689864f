import type { BrandFlags } from "@portal/ui";

/** A fashion label: its footer stays on every step of the return flow (spec section 2). */
export const flags = {
  footerAlwaysShown: true,
} satisfies Partial<BrandFlags>;
