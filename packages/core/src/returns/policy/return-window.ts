import type { ReturnPolicy } from "./return-policy-schema.ts";

const DAY_MS = 86_400_000;

/** The item's window in days: its category's when the policy names one, else the policy's; undefined for none. */
export function returnWindowDaysOf(policy: ReturnPolicy, category: string | null): number | undefined {
  const byCategory = policy.window_days_by_category;
  if (category !== null && byCategory !== undefined) {
    const key = Object.keys(byCategory).find((name) => name.toLowerCase() === category.trim().toLowerCase());
    if (key !== undefined) return byCategory[key];
  }
  return policy.window_days;
}

/**
 * The last moment the item may be returned: delivery plus the window. Undefined when there is
 * no window, or no delivery yet (the window starts at delivery, so it has not started to run).
 */
export function returnWindowEndOf(deliveredAt: Date | null, days: number | undefined): Date | undefined {
  if (days === undefined || deliveredAt === null) return undefined;
  return new Date(deliveredAt.getTime() + days * DAY_MS);
}
