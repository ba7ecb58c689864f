import type { TrackingEntry } from "@portal/core/api";
import { isReturnWindowOpen, entryWindowDaysOf } from "@portal/core/orders";
import { useNow } from "@portal/ui";
import { usePortal } from "../../state/portal-state-context.tsx";
import { ReturnEntryLinks } from "../../shell/ReturnEntryLinks.tsx";

/**
 * On a tracking page: a return or an exchange of this shipment, once it is delivered and while
 * the brand's window is open (core's isReturnWindowOpen); nothing otherwise.
 */
export default function ReturnEntry({
  waybill,
  latestStatus,
  securityKey,
}: {
  waybill: string;
  latestStatus: TrackingEntry["latest_status"];
  securityKey: string | undefined;
}) {
  const { state } = usePortal();
  const open = isReturnWindowOpen({ waybill, latest_status: latestStatus }, useNow(), entryWindowDaysOf(state.theme.config));
  return open ? <ReturnEntryLinks waybill={waybill} securityKey={securityKey} /> : null;
}
