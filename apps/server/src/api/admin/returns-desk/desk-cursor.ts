import type { ReturnDeskCursor } from "@portal/db/repositories/return-desk-list";

/** The `next` / `after` value of the desk's list: the last row's creation time and id, opaque to callers. */
export function encodeDeskCursor(cursor: ReturnDeskCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id]), "utf8").toString("base64url");
}

export function decodeDeskCursor(value: string): ReturnDeskCursor | undefined {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      typeof parsed[0] === "string" &&
      typeof parsed[1] === "string" &&
      !Number.isNaN(Date.parse(parsed[0]))
    ) {
      return { createdAt: parsed[0], id: parsed[1] };
    }
  } catch {
    // falls through: not a cursor we made
  }
  return undefined;
}
