// Return and exchange status pages: the view of one request, its loading, a thin view.
export {
  returnStatusViewOf,
  RETURN_STATUS_KINDS,
  type ReturnLabelView,
  type ReturnNoteView,
  type ReturnPickupView,
  type ReturnStatusItemView,
  type ReturnStatusKind,
  type ReturnStatusView,
} from "./return-status-view.ts";
export { useReturnStatus, RETURN_STATUS_PHASES, type ReturnStatus, type ReturnStatusLoad, type ReturnStatusPhase, type UseReturnStatusOptions } from "./use-return-status.ts";
export { ReturnStatusDetails, type ReturnStatusDetailsProps } from "./ReturnStatusDetails.tsx";
