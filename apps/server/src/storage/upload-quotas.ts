import { MAX_UPLOAD_BYTES } from "./upload-limits.ts";

/** One quota: at most `count` grants and `bytes` within `windowMs`. */
export interface UploadQuota {
  count: number;
  bytes: number;
  windowMs: number;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Upload grants per return order and per client. Bytes count what stored files hold and, for
 * a form not used yet, the most it may take (MAX_UPLOAD_BYTES), so at most 12 forms of one
 * order (24 of one client) are open at once. An order: 30 photos a day (10 per item on a few
 * items, with retries); a client: 60 an hour, a busy shop counter, where before these one
 * client could store ~600 MB a minute.
 */
export const UPLOAD_QUOTA = {
  perOrder: { count: 30, bytes: 12 * MAX_UPLOAD_BYTES, windowMs: 24 * HOUR_MS },
  perClient: { count: 60, bytes: 24 * MAX_UPLOAD_BYTES, windowMs: HOUR_MS },
} as const satisfies Record<"perOrder" | "perClient", UploadQuota>;
