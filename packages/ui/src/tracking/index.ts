// Tracking page pieces: the timeline, the status summary, details, the shipping label
// download and the default arrangement of the tracking screen.
export { forwardTimelineOfEntry, type TimelineEntry } from "./entry-timeline.ts";
export { contactUpdateStateOf, CONTACT_UPDATE_NOTE, CONTACT_UPDATE_STATES, type ContactUpdateState } from "./contact-update-state.ts";
export { useDisplayTimeZone, useBrandTimeZone, useZoneNamed, BrandTimeZoneProvider, FIRST_PAINT_TIME_ZONE } from "./use-display-time-zone.ts";
export { zoneLabel } from "./zone-label.ts";
export { useScanHistory, type ScanHistoryView, type ScanDayView, type ScanItemView } from "./use-scan-history.ts";
export { ScanHistory, type ScanHistoryProps } from "./ScanHistory.tsx";
export { LocalDateTime, type LocalDateTimeProps } from "./LocalDateTime.tsx";
export { useTimeline, TIMELINE_STEP_STATE_TEXT, type TimelineStepView, type TimelineView, type ToneTimeline } from "./use-timeline.ts";
export { TrackingTimeline, type TrackingTimelineProps } from "./TrackingTimeline.tsx";
export { useEddText } from "./use-edd-text.ts";
export { useDeliveryText, type DeliveryTextInput } from "./use-delivery-text.ts";
export { TrackingStatus, type TrackingStatusProps } from "./TrackingStatus.tsx";
export { ProductSummary, type ProductSummaryProps } from "./ProductSummary.tsx";
export { CustomerDetails, type CustomerDetailsProps } from "./CustomerDetails.tsx";
export {
  shippingLabelReducer,
  nextLabelPollDelay,
  INITIAL_SHIPPING_LABEL_STATE,
  LABEL_POLL_DELAYS_MS,
  LABEL_WAIT_LIMIT_MS,
  SHIPPING_LABEL_BUSY,
  SHIPPING_LABEL_PHASES,
  type LabelCheck,
  type LabelCheckFn,
  type ShippingLabelEvent,
  type ShippingLabelFailure,
  type ShippingLabelPhase,
  type ShippingLabelState,
} from "./shipping-label-state.ts";
export { useShippingLabel, type ShippingLabel, type UseShippingLabelOptions } from "./use-shipping-label.ts";
export { ShippingLabelDownload } from "./ShippingLabelDownload.tsx";
export { DefaultTrackingLayout } from "./DefaultTrackingLayout.tsx";
// Tracking variants two or more brands share (product rules: the beauty family; the white-label brands).
export { BeautyTrackingLayout } from "./variants/BeautyTrackingLayout.tsx";
export { WhiteLabelTrackingLayout } from "./variants/WhiteLabelTrackingLayout.tsx";
