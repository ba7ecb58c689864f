import type { Channel } from "@portal/db/repositories/notifications";

/**
 * The address a channel sends to, normalised so one shopper's consent matches every message:
 * an e-mail lower-cased, a phone as E.164 (+ and digits). A 10-digit number of an order in
 * India gets +91 (Indian feeds give local numbers). Undefined: nothing usable.
 */
export function addressFor(channel: Channel, contact: { email: string | null; phone: string | null; country: string | null }): string | undefined {
  if (channel === "email") {
    const email = contact.email?.trim().toLowerCase() ?? "";
    return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : undefined;
  }
  const raw = contact.phone?.trim() ?? "";
  const digits = raw.replace(/\D/g, "");
  if (raw.startsWith("+") && digits.length >= 8 && digits.length <= 15) return `+${digits}`;
  const country = (contact.country ?? "IN").toUpperCase();
  if (digits.length === 10 && country === "IN") return `+91${digits}`;
  if (digits.length === 12 && digits.startsWith("91") && country === "IN") return `+${digits}`;
  return undefined;
}
