import { randomFillSync } from "node:crypto";

const pool = Buffer.alloc(16 * 256);
let poolOffset = pool.length;
let lastMs = 0;
let sequence = 0;

/**
 * A UUID version 7 (RFC 9562): the millisecond time first, then a sequence and random bits.
 * Rows an import adds get ids in the order they are written, so each index on an id (and
 * the scans' index led by shipment_id) grows at its end instead of at random places: far
 * fewer pages touched per batch than with random v4 ids. Still a UUID, unique and unguessable
 * enough for a surrogate key (74 random bits); ids are never secrets here.
 */
export function orderedUuid(now = Date.now()): string {
  // Monotonic within the process: a clock step back or a full sequence borrows the next millisecond.
  if (now > lastMs) {
    lastMs = now;
    sequence = 0;
  } else if (++sequence > 0xfff) {
    lastMs += 1;
    sequence = 0;
  }
  if (poolOffset + 16 > pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const bytes = pool.subarray(poolOffset, poolOffset + 16);
  poolOffset += 16;
  const ms = lastMs;
  bytes[0] = Math.floor(ms / 2 ** 40) & 0xff;
  bytes[1] = Math.floor(ms / 2 ** 32) & 0xff;
  bytes[2] = (ms >>> 24) & 0xff;
  bytes[3] = (ms >>> 16) & 0xff;
  bytes[4] = (ms >>> 8) & 0xff;
  bytes[5] = ms & 0xff;
  bytes[6] = 0x70 | (sequence >>> 8);
  bytes[7] = sequence & 0xff;
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
