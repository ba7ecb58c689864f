import { trackingOutcomeOf } from "@portal/core/messages";
import { contactPermissionOf, type ContactPermission } from "../../screens/update-contact/contact-permission.ts";
import type { ContactValues } from "../../screens/update-contact/contact-form-state.ts";
import type { ScreenLoad } from "../screen-load.ts";
import type { ScreenLoaderInput } from "./loader-input.ts";

export type ContactLoad = ScreenLoad<{ permission: ContactPermission; current: ContactValues }>;

const EMPTY: ContactValues = { phone_number: "", alternate_phone_number: "" };

/**
 * `/update-contact?waybill=…`: the shipment's scans (core's permission rule and its reason)
 * and, when the numbers can change, the current ones to start from. Both at once.
 */
export async function loadContact({ params, source, brandEnterprise }: ScreenLoaderInput): Promise<ContactLoad> {
  const waybill = params.waybill;
  if (!waybill) return { status: "no-link" };
  const securityKey = params.security_key;
  const [tracked, contact] = await Promise.all([
    source.trackOrder({ waybill, security_key: securityKey }),
    source.getContactUpdate({ tracking_id: waybill, security_key: securityKey }),
  ]);
  const outcome = trackingOutcomeOf(tracked, { brandEnterprise });
  if (outcome.kind === "error") return { status: "failed" };
  if (outcome.kind !== "shipment") return { status: "not-found" };
  const byScans = contactPermissionOf(outcome.entry);
  // The server has the last word (it also knows reverse pickups' stages).
  const serverCloses = contact.ok && !contact.data.allow_contact_update;
  const permission: ContactPermission = byScans.kind === "open" && serverCloses ? { kind: "closed", reason: "not-allowed" } : byScans;
  // The numbers are personal data: the server only gives them with full access.
  const current = contact.ok ? { phone_number: contact.data.phone_number, alternate_phone_number: contact.data.alternate_phone_number } : EMPTY;
  return { status: "ready", permission, current };
}
