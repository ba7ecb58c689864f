// Return and exchange status pages: the view of one request and a thin view of it (the portal loads it).
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
export { ReturnStatusDetails, type ReturnStatusDetailsProps } from "./ReturnStatusDetails.tsx";
