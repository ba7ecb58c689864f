import type { ReturnDeskCursor } from "@portal/db/repositories/return-desk-list";
import { decodeTimeIdCursor, encodeTimeIdCursor } from "../time-id-cursor.ts";

/** The desk list's cursor: the last row's creation time and id. */
export function encodeDeskCursor(cursor: ReturnDeskCursor): string {
  return encodeTimeIdCursor(cursor.createdAt, cursor.id);
}

export function decodeDeskCursor(value: string): ReturnDeskCursor | undefined {
  const pair = decodeTimeIdCursor(value);
  return pair && { createdAt: pair[0], id: pair[1] };
}
