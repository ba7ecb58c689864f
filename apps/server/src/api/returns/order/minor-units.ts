/**
 * Amounts are stored in minor units; the API shows them in the currency's major unit. Every
 * currency the portal shows (INR, USD, SAR, AED, EUR) has 2 decimals.
 */
export function minorToMajor(minor: number): number {
  return Math.round(minor) / 100;
}
