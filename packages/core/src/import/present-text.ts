/**
 * Words feeds send for "no value": AfterShip's sample carries `"order_id": "null"`, Python
 * services write "None", JavaScript ones "undefined". Stored as text they became an order
 * named "null" that unrelated shipments then shared.
 */
const ABSENT_WORDS: ReadonlySet<string> = new Set(["null", "none", "undefined"]);

/** The trimmed text, or undefined when it is empty or one of the words for "no value" (any case). */
export function presentText(text: string | null | undefined): string | undefined {
  const trimmed = text?.trim();
  if (!trimmed || ABSENT_WORDS.has(trimmed.toLowerCase())) return undefined;
  return trimmed;
}
