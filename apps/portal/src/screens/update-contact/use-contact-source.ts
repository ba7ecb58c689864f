import { useCallback, useEffect, useState } from "react";
import { readTrackOrderResult } from "@portal/core/api";
import { usePortal } from "../../state/portal-state-context.tsx";
import { contactPermissionOf, type ContactPermission } from "./contact-permission.ts";
import type { ContactValues } from "./contact-form-state.ts";

export type ContactSource =
  | { status: "no-link" }
  | { status: "loading" }
  | { status: "not-found" }
  | { status: "error"; retry: () => void }
  | { status: "ready"; permission: ContactPermission; current: ContactValues };

const EMPTY: ContactValues = { phone_number: "", alternate_phone_number: "" };

/**
 * What the screen needs: the shipment's scans (core's permission rule and its reason) and,
 * when the numbers can change, the current ones to start from. Both in parallel.
 */
export function useContactSource(): ContactSource & { close: () => void } {
  const { state, api } = usePortal();
  const waybill = state.page.params.waybill;
  const securityKey = state.page.params.security_key;
  const [source, setSource] = useState<ContactSource>(waybill ? { status: "loading" } : { status: "no-link" });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setSource({ status: "loading" });
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    if (!waybill) return;
    let live = true;
    const query = { tracking_id: waybill, security_key: securityKey };
    void Promise.all([api.trackOrder({ waybill, security_key: securityKey }), api.getContactUpdate(query)]).then(([tracked, contact]) => {
      if (!live) return;
      if (!tracked.ok) {
        const notFound = tracked.error.status === 400 || tracked.error.status === 404;
        setSource(notFound ? { status: "not-found" } : { status: "error", retry });
        return;
      }
      const lookup = readTrackOrderResult(tracked.data);
      if (lookup.kind !== "waybill") return setSource({ status: "not-found" });
      const byScans = contactPermissionOf(lookup.entry);
      // The server has the last word (it also knows reverse pickups' stages).
      const serverCloses = contact.ok && !contact.data.allow_contact_update;
      const permission: ContactPermission = byScans.kind === "open" && serverCloses ? { kind: "closed", reason: "not-allowed" } : byScans;
      // The numbers are personal data: the server only gives them with full access.
      const current = contact.ok ? { phone_number: contact.data.phone_number, alternate_phone_number: contact.data.alternate_phone_number } : EMPTY;
      setSource({ status: "ready", permission, current });
    });
    return () => {
      live = false;
    };
  }, [api, waybill, securityKey, attempt, retry]);

  const close = useCallback(
    () => setSource((s) => (s.status === "ready" ? { ...s, permission: { kind: "closed", reason: "not-allowed" } } : s)),
    [],
  );
  return { ...source, close };
}
