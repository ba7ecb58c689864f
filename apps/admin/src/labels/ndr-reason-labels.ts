import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { isNdrReasonCode, type NdrReasonCode } from "@portal/core/ndr";

/**
 * The console's name of each failed-delivery (NDR) reason code (product rules §4), in the
 * staff's words, not the shopper's ("The courier could not reach you."); in the admin catalog,
 * so every console language has them. The ops feed's default issue names say the same in
 * English (apps/server default-issue-configs.ts), as stored configs are English.
 */
export const NDR_REASON_LABEL = {
  1: msg`Customer unreachable`,
  2: msg`Customer refused delivery`,
  3: msg`Customer asked to reschedule`,
  4: msg`No delivery attempt made`,
  5: msg`Customer's phone unreachable`,
  6: msg`Address not found`,
  7: msg`Payment not ready (cash on delivery)`,
  8: msg`Address incomplete`,
  9: msg`Customer refused delivery (code 9)`,
  10: msg`Customer will collect`,
  11: msg`Delivery problem reported`,
  12: msg`Open delivery requested`,
  13: msg`Wrongly routed`,
  14: msg`Customer refused delivery (code 14)`,
} as const satisfies Record<NdrReasonCode, MessageDescriptor>;

/** The label of a code; 0 is a failure the courier gave no reason for (the roll-ups' key); another code outside the table is named by its number. */
export function ndrReasonLabel(code: number): MessageDescriptor {
  if (code === 0) return msg`No reason given`;
  return isNdrReasonCode(code) ? NDR_REASON_LABEL[code] : msg`Unlisted reason ${code}`;
}
