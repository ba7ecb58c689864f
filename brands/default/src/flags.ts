import type { BrandFlags } from "@portal/ui";

/** The default brand keeps every default: login-guarded returns, footer hidden from step 2. */
export const flags = {
  footerAlwaysShown: false,
} satisfies Partial<BrandFlags>;
