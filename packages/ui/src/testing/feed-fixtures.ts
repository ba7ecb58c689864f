import type { CustomerFeed, Scan, TrackingEntry } from "@portal/core/api";

const HOUR = 3_600_000;
export const FIXED_NOW = new Date("2026-05-05T06:30:00.000Z"); // a Tuesday

/** Scans an hour apart, the last one an hour before FIXED_NOW. */
export function scansOf(codes: readonly number[]): Scan[] {
  return codes.map((code, i) => ({
    code,
    status: `Status ${code}`,
    description: "",
    location: "Pune",
    remark: "",
    timestamp: new Date(FIXED_NOW.getTime() - (codes.length - i) * HOUR).toISOString(),
  }));
}

export interface EntryInput {
  codes: readonly number[];
  reverse?: boolean;
  /** The brand checks security keys and this link's key is wrong. */
  invalidKey?: boolean;
  failedDeliveryForm?: boolean;
}

/** A track-order entry as the client reads it (defaults filled), newest scan last. */
export function trackingEntry({ codes, reverse = false, invalidKey = false, failedDeliveryForm = true }: EntryInput): TrackingEntry {
  const scans = scansOf(codes);
  const latest = scans.at(-1);
  if (!latest) throw new Error("an entry needs at least one scan");
  return {
    latest_status: latest,
    scans,
    valid: !invalidKey,
    additional: { order_detail: [] },
    config: {
      enterprise_user: "demo",
      order_date: null,
      ship_date: null,
      enable_rating: !reverse,
      enable_rms: false,
      enable_failed_delivery: failedDeliveryForm,
      enable_return_form: false,
      enable_rto: false,
      form_status_codes: reverse ? [3] : [7, 9],
      website: "",
      allow_contact_update: false,
      is_rvp: reverse,
    },
    customer_info: { name: "Asha Rao", phone: "9876543210", address: "12 MG Road, Pune", pincode: "411001" },
    cp_name: "Swiftline Express",
    logo_url: "",
    account_code: "",
    cp_id: 101,
    order_id: "DS-240101",
    tracking_id: "DEMO-FLD-007",
    reference_number: "",
    order_type: "COD",
    security_key_valid: !invalidKey,
    enable_security_check: invalidKey,
    edd: null,
    predict: null,
    rating: null,
    banners: [],
  };
}

export const TO_OUT_FOR_DELIVERY = [1, 2, 4, 5, 6] as const;

export function concern(overrides: Partial<CustomerFeed> & { issue_id: number }): CustomerFeed {
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

/** The dates offered at FIXED_NOW in UTC: Wednesday to Friday. */
export const DATE_OPTIONS = ["2026-05-06", "2026-05-07", "2026-05-08"] as const;
