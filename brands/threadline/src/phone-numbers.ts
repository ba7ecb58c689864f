/**
 * Threadline's customer-care lines, one per country it sells in (product rules: India, US, UK and
 * AUS numbers). Fictional numbers from ranges reserved for drama and examples.
 */
export const PHONE_LINES = [
  { country: "IN", number: "+91 80 4718 2200" },
  { country: "US", number: "+1 212 555 0142" },
  { country: "GB", number: "+44 20 7946 0321" },
  { country: "AU", number: "+61 2 5550 1234" },
] as const;

/** The country's name in the page's language (Intl), e.g. "Royaume-Uni"; the code if Intl cannot name it. */
export function countryName(code: string, intlLocale: string): string {
  try {
    return new Intl.DisplayNames([intlLocale], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

export const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, "")}`;
