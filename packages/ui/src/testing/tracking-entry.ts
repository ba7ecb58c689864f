import type { Scan, TrackingEntry } from "@portal/core/api";

type EntryOverrides = Partial<Omit<TrackingEntry, "config">> & { config?: Partial<TrackingEntry["config"]> };

/**
 * A track-order entry as the client reads it (defaults filled), for tests and stories of every
 * package: the newest of `scans` is the latest status, every other field a neutral value that
 * `overrides` replaces where a test looks at it.
 */
export function trackingEntryFixture(scans: readonly Scan[], { config, ...overrides }: EntryOverrides = {}): TrackingEntry {
  const latest = scans.at(-1);
  if (!latest) throw new Error("a tracking entry needs at least one scan");
  return {
    latest_status: latest,
    scans: [...scans],
    valid: true,
    additional: { order_detail: [] },
    config: {
      enterprise_user: "demo",
      order_date: null,
      ship_date: null,
      enable_rating: true,
      enable_rms: false,
      enable_failed_delivery: true,
      enable_return_form: false,
      enable_rto: false,
      form_status_codes: [7, 9],
      website: "",
      allow_contact_update: false,
      is_rvp: false,
      notify_channels: [],
      notify_subscribed: [],
      ...config,
    },
    customer_info: { name: "Asha Rao", phone: "9876543210", address: "12 MG Road, Pune", pincode: "411001" },
    cp_name: "Swiftline Express",
    logo_url: "",
    account_code: "SWX",
    cp_id: 1,
    order_id: "DS-240101",
    tracking_id: "DEMO-TRN-005",
    reference_number: "",
    order_type: "prepaid",
    security_key_valid: true,
    enable_security_check: false,
    edd: null,
    predict: null,
    rating: null,
    banners: [],
    ...overrides,
  };
}
