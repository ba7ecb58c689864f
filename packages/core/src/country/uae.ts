/** The seven emirates, offered as the city list for AE addresses. */
export const EMIRATES = [
  "Abu Dhabi",
  "Dubai",
  "Sharjah",
  "Ajman",
  "Umm Al Quwain",
  "Ras Al Khaimah",
  "Fujairah",
] as const;
export type Emirate = (typeof EMIRATES)[number];

export const AE_PHONE_CODE = "+971";

/** A UAE mobile number without the country code: 9 digits starting with 5. */
export const AE_MOBILE_PATTERN = /^5\d{8}$/;

/** Accepts the number with or without +971 / 00971 / a leading 0, spaces and dashes. */
export function normaliseAeMobile(input: string): string {
  const digits = input.replace(/[\s-]/g, "");
  return digits.replace(/^(\+971|00971|971|0)/, "");
}

export function isAeMobile(input: string): boolean {
  return AE_MOBILE_PATTERN.test(normaliseAeMobile(input));
}

export function formatAeMobile(input: string): string {
  return `${AE_PHONE_CODE} ${normaliseAeMobile(input)}`;
}
