/**
 * Check digits of the bank account numbers a refund may be paid to outside India. Both
 * rules are public standards: the ABA routing number's weighted checksum (3, 7, 1) and the
 * IBAN's ISO 13616 / ISO 7064 mod-97 check, with each country's IBAN length from SWIFT's
 * IBAN registry.
 */

/** A US routing number: 9 digits whose weighted sum 3·d1 + 7·d2 + d3 + 3·d4 … is a multiple of 10. */
export function isAbaRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = [...value].reduce((total, digit, i) => total + Number(digit) * (weights[i] ?? 0), 0);
  return sum % 10 === 0;
}

/** IBAN lengths (SWIFT IBAN registry) of the countries the portal serves that use IBANs. */
export const IBAN_LENGTH = { AE: 23, SA: 24, DE: 22, FR: 27, ES: 24, IT: 27, NL: 18, IE: 22 } as const satisfies Record<string, number>;

/** An IBAN as typed ("ae07 0331 2345…") in its electronic form: capitals, no spaces. */
export function compactIban(value: string): string {
  return value.replace(/[\s-]+/g, "").toUpperCase();
}

/**
 * A valid IBAN of `country`: its prefix, the registry's length and a mod-97 remainder of 1
 * once the first four characters move to the end and letters become 10–35.
 */
export function isIbanOf(country: string, value: string): boolean {
  const iban = compactIban(value);
  const length = (IBAN_LENGTH as Record<string, number>)[country];
  if (length === undefined || iban.length !== length || !iban.startsWith(country) || !/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}
