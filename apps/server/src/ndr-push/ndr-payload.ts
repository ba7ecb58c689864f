/**
 * What a push sends: the shopper's answer to a failed delivery and the shipment's identity at
 * the aggregator, stored as the push row's JSON payload. Empty fields are left out.
 */
export interface NdrPayload {
  waybill: string;
  /** The aggregator's courier id (ClickPost's cp_id), when the shipment came with one. */
  cpId: number | null;
  /** The courier account the waybill was made under (ClickPost's account_code). */
  accountCode: string | null;
  /** "reject": the shopper does not want the parcel (return to origin); otherwise deliver again. */
  wants: "reattempt" | "return";
  preferredDate?: string;
  preferredTime?: string;
  address?: string;
  dropPincode?: string;
  landmark?: string;
  phoneNumber?: string;
  comment?: string;
  /**
   * The order's delivery details as they stand (address, pincode, phone), for an API that wants
   * them on every reattempt even when the shopper changed none (ClickPost marks them mandatory).
   */
  onFile?: { address?: string; dropPincode?: string; phoneNumber?: string };
}

/** ClickPost's courier id from the portal's courier id (`import:<brand>:<cp_id>` for imported ones). */
export function cpIdOf(courierId: string | null): number | null {
  const match = courierId ? /:(\d+)$/.exec(courierId) : null;
  return match ? Number(match[1]) : null;
}
