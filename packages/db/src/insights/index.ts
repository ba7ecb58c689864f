export { refreshInsights, refreshAllInsights, type RefreshResult } from "./refresh-insights.ts";
export { previousPeriod, type InsightPeriod, type Compared } from "./insight-period.ts";
export { deliveryInsights, percentile, type DeliveryFigures, type OnTime } from "./delivery-insights.ts";
export { failureInsights, type FailureFigures } from "./failure-insights.ts";
export { returnInsights, type ReturnFigures } from "./return-insights.ts";
export { voiceInsights, LOW_SCORE_MAX, type VoiceFigures } from "./voice-insights.ts";
export { engagementInsights, type EngagementFigures } from "./engagement-insights.ts";
