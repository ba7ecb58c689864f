/**
 * A keyset page's `next` / `after` value: the last row's time and id, opaque to callers
 * (base64url of a JSON pair). The ops view and the returns desk page this way.
 */
export function encodeTimeIdCursor(time: string, id: string): string {
  return Buffer.from(JSON.stringify([time, id]), "utf8").toString("base64url");
}

/** The pair back, or undefined for anything this did not make. */
export function decodeTimeIdCursor(value: string): [time: string, id: string] | undefined {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      typeof parsed[0] === "string" &&
      typeof parsed[1] === "string" &&
      !Number.isNaN(Date.parse(parsed[0]))
    ) {
      return [parsed[0], parsed[1]];
    }
  } catch {
    // falls through: not a cursor we made
  }
  return undefined;
}
