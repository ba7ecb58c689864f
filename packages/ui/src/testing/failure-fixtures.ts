import type { CustomerFeed, Scan } from "@portal/core/api";

const HOUR = 3_600_000;

/** Scans oldest first, `everyHours` apart (default 1), the newest at `newestAt`, all at `location` (default Pune). */
export function scansUntil(codes: readonly number[], newestAt: Date, { everyHours = 1, location = "Pune" } = {}): Scan[] {
  return codes.map((code, i) => ({
    code,
    status: `Status ${code}`,
    description: "",
    location,
    remark: "",
    timestamp: new Date(newestAt.getTime() - (codes.length - 1 - i) * everyHours * HOUR).toISOString(),
  }));
}

/** Scans an hour apart, oldest first, the newest an hour before `now`. */
export const hourlyScans = (codes: readonly number[], now: Date): Scan[] => scansUntil(codes, new Date(now.getTime() - HOUR));

/** The happy path to a failure: placed, manifested, dispatched, in transit, out for delivery. */
export const TO_OUT_FOR_DELIVERY = [1, 2, 4, 5, 6] as const;

/** A concern the shopper raised about a failure, with every answer empty unless given. */
export function concernFixture(overrides: Partial<CustomerFeed> & { issue_id: number }): CustomerFeed {
  return {
    answer: null,
    preferred_date: "",
    preferred_time: "",
    phone_number: "",
    address: "",
    drop_pincode: "",
    landmark: "",
    comment: "",
    timestamp: "2026-05-05T05:00:00.000Z",
    ...overrides,
  };
}
