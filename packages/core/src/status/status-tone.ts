import type { ForwardStage } from "./forward-stage.ts";

/**
 * How a status should feel; brands map each tone to their colours (product rules: failure orange,
 * lost red, success greens). Exposed to CSS as `data-tone`.
 */
export const STATUS_TONES = ["neutral", "progress", "success", "failure", "lost"] as const;
export type StatusTone = (typeof STATUS_TONES)[number];

/**
 * Lost and damaged goods are gone for the shopper (red). Everything else that stops the
 * delivery - a failed attempt, cancellation, expiry, return to origin - still needs the
 * shopper's or brand's attention, so it is a failure (orange).
 */
export const FORWARD_STAGE_TONE = {
  "order-placed": "neutral",
  "ready-to-ship": "progress",
  dispatched: "progress",
  "in-transit": "progress",
  "out-for-delivery": "progress",
  delivered: "success",
  cancelled: "failure",
  lost: "lost",
  damaged: "lost",
  expired: "failure",
  "failed-delivery": "failure",
  "returned-to-origin": "failure",
} as const satisfies Record<ForwardStage, StatusTone>;
