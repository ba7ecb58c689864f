/** What one webhook payload says about one shipment, in the import's terms. */
export interface WebhookScan {
  /** A status code of core's tables (product rules §4), or UNMAPPED_STATUS_CODE for a status the tables do not know. */
  code: number;
  status: string;
  description: string;
  location: string;
  /** ISO 8601, with or without a zone (zone-less times take the courier's or brand's zone). */
  timestamp: string;
  reason_code?: number;
}

export interface WebhookShipment {
  waybill: string;
  scans: WebhookScan[];
  /** Statuses kept as unmapped scans (counted in the answer). */
  unmapped: number;
  order_id?: string;
  /** The aggregator's courier id: its catalogue entry (name, zone) applies. */
  cp_id?: number;
  cp_name?: string;
  /** Expected delivery date (YYYY-MM-DD) when the service sends one. */
  edd?: string;
  is_rvp?: boolean;
  reference_number?: string;
  /** When the service produced this update (its event time, or the scan's for one-scan services). */
  event_time?: string;
  /** The service's id of this update, where it gives one. */
  event_id?: string;
  /** A return's pickup: the forward shipment it returns (by waybill or reference number). */
  return_of?: { forward_awb: string; forward_reference_number: string };
}
