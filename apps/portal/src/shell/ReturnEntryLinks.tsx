import { useLingui } from "@lingui/react/macro";
import { RETURN_ENTRY_KINDS, RETURN_ENTRY_LABEL, returnEntryHref, entryWindowDaysOf } from "@portal/core/orders";
import { usePortal } from "../state/portal-state-context.tsx";

/**
 * The way into a return or an exchange where a shopper looks after delivery (issue 33 item 12):
 * the home page and the not-found page (any order: the flow asks which), a delivered tracking
 * page and My Orders' delivered shipments (that shipment, while core's window is open; the
 * caller decides). A brand whose window is 0 days offers none. Plain links: they work without
 * JavaScript.
 */
export function ReturnEntryLinks({ waybill, securityKey }: { waybill?: string | undefined; securityKey?: string | undefined }) {
  const { t, i18n } = useLingui();
  const { state } = usePortal();
  if (entryWindowDaysOf(state.theme.config) === 0) return null;
  return (
    <p className="portal-screen-actions" data-part="return-entry" aria-label={t`Returns and exchanges`} role="group">
      {RETURN_ENTRY_KINDS.map((kind) => (
        <a
          key={kind}
          className="portal-button"
          data-variant="secondary"
          data-action={`${kind}-entry`}
          href={returnEntryHref(state.user.routePrefix, kind, { waybill, securityKey })}
        >
          {i18n._(RETURN_ENTRY_LABEL[kind])}
        </a>
      ))}
    </p>
  );
}
