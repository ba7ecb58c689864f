import { randomBytes } from "node:crypto";

/**
 * A new request's id, e.g. "RET-3F9A0C7B12D4E688": 64 random bits, so knowing one return
 * id says nothing about another (return-status accepts the id alone). Its item lines are
 * `<id>-1`, `<id>-2`, … (the "return ids" of previous returns).
 */
export function newReturnRequestId(): string {
  return `RET-${randomBytes(8).toString("hex").toUpperCase()}`;
}

export function returnLineId(requestId: string, position: number): string {
  return `${requestId}-${position + 1}`;
}
