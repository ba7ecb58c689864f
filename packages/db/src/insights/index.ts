export { dropInsightWatermarks, refreshInsights, refreshAllInsights, type RefreshResult } from "./refresh-insights.ts";
export { previousPeriod } from "./insight-period.ts";
export { deliveryInsights, percentile } from "./delivery-insights.ts";
export { failureInsights } from "./failure-insights.ts";
export { returnInsights } from "./return-insights.ts";
export { voiceInsights, LOW_SCORE_MAX } from "./voice-insights.ts";
export { engagementInsights } from "./engagement-insights.ts";
export { countTrackingView, type TrackingView } from "./tracking-views.ts";
export { rebuildTrackingViewRollups, shipmentsViewed, writeTrackingViewDays } from "./tracking-view-rollups.ts";
