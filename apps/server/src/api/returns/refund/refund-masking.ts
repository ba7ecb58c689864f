const MASK = "*";
const VISIBLE = 4;

/** Only the last 4 characters stay: "50100123456789" -> "**********6789". */
export function maskAccountNumber(accountNumber: string): string {
  const value = accountNumber.replace(/\s+/g, "");
  return MASK.repeat(Math.max(0, value.length - VISIBLE)) + value.slice(-VISIBLE);
}

/**
 * The part before @ keeps its last 4 characters; the handle (the payment app) stays:
 * "9845012345@okaxis" -> "******2345@okaxis".
 */
export function maskUpiId(upiId: string): string {
  const value = upiId.trim();
  const at = value.lastIndexOf("@");
  if (at < 0) return maskAccountNumber(value);
  return maskAccountNumber(value.slice(0, at)) + value.slice(at);
}
