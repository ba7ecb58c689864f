/**
 * Masks personal details for a shopper without a valid security key. Each keeps just
 * enough for the rightful shopper to recognise their own data.
 */
const MASK = "*";

/** User-perceived characters, so "रा" (consonant + vowel sign) counts as one. */
function graphemes(text: string): string[] {
  return Array.from(new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text), (s) => s.segment);
}

/** Keeps each word's first letter: "Asha Rao" -> "A*** R**". */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      const [first = "", ...rest] = graphemes(word);
      return first + MASK.repeat(rest.length);
    })
    .join(" ");
}

/** Keeps the last 4 digits: "9876543210" -> "******3210"; other characters become *. */
export function maskPhone(phone: string): string {
  const chars = Array.from(phone.trim());
  let digitsLeft = 4;
  const out: string[] = [];
  for (let i = chars.length - 1; i >= 0; i--) {
    const c = chars[i] ?? "";
    if (/\d/.test(c) && digitsLeft > 0) {
      out.push(c);
      digitsLeft--;
    } else {
      out.push(MASK);
    }
  }
  return out.reverse().join("");
}

/**
 * Hides the street part and keeps the last comma-separated part (usually the city):
 * "12 MG Road, Kothrud, Pune" -> "** ** ****, *******, Pune". Spaces and commas stay so
 * the shape remains readable. An address without commas is masked whole.
 */
export function maskAddress(address: string): string {
  const parts = address.trim().split(",");
  const keep = parts.length > 1 ? parts.pop() ?? "" : "";
  const masked = parts.map((part) => part.replace(/[^\s]/g, MASK));
  return parts.length === 0 ? "" : [...masked, ...(keep ? [keep] : [])].join(",");
}

/** Keeps the first letter and the domain: "asha@example.com" -> "a***@example.com". */
export function maskEmail(email: string): string {
  const [user = "", domain] = email.trim().split("@");
  if (domain === undefined) return maskName(email);
  const [first = "", ...rest] = graphemes(user);
  return `${first}${MASK.repeat(rest.length)}@${domain}`;
}

/** Pincodes keep their first 3 digits (the region): "411001" -> "411***". */
export function maskPincode(pincode: string): string {
  const value = pincode.trim();
  return value.slice(0, 3) + MASK.repeat(Math.max(0, value.length - 3));
}

export interface CustomerDetails {
  name: string;
  phone: string;
  address: string;
  pincode: string;
}

/** The customer details as a shopper at this access level may see them. */
export function visibleCustomerDetails<T extends CustomerDetails>(customer: T, masked: boolean): T {
  if (!masked) return customer;
  return {
    ...customer,
    name: maskName(customer.name),
    phone: maskPhone(customer.phone),
    address: maskAddress(customer.address),
    pincode: maskPincode(customer.pincode),
  };
}
