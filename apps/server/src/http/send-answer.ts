import type { Context } from "hono";
import type { TrackingAnswer } from "../api/tracking/tracking-answer.ts";
import { sendFail, sendOk } from "./envelope.ts";

/** A tracking answer in the product rules' envelope. */
export function sendAnswer<TResult>(c: Context, answer: TrackingAnswer<TResult>): Response {
  return answer.ok ? sendOk(c, answer.result) : sendFail(c, answer.status, answer.message);
}
