import * as v from "valibot";
import { LOCALES } from "../locale/locales.ts";
import {
  TRACKING_VIAS,
  type DeliveryFigures,
  type EngagementFigures,
  type FailureFigures,
  type InsightAnswer,
  type InsightPage,
  type ReturnFigures,
  type VoiceFigures,
} from "./insights.ts";

// The console decodes each Insights answer with these (the server builds the same shapes from
// typed queries); `satisfies` keeps them in step with the interfaces in insights.ts.

const count = v.pipe(v.number(), v.finite());
const OnTimeSchema = v.object({ key: v.string(), measured: count, onTime: count });
const PeriodSchema = v.object({ from: v.string(), to: v.string() });

const DeliveryFiguresSchema = v.object({
  shipments: count,
  byStage: v.array(v.object({ stage: v.string(), shipments: count })),
  onTime: v.object({ measured: count, onTime: count }),
  onTimeByCourier: v.array(OnTimeSchema),
  onTimeByState: v.array(OnTimeSchema),
  onTimeByPincodePrefix: v.array(OnTimeSchema),
  onTimeByWeek: v.array(OnTimeSchema),
  delivered: count,
  firstAttempt: count,
  transitMedianDays: v.nullable(count),
  transitP90Days: v.nullable(count),
  lost: count,
  damaged: count,
  returnedToOrigin: count,
}) satisfies v.GenericSchema<unknown, DeliveryFigures>;

const FailureFiguresSchema = v.object({
  shipments: count,
  failed: count,
  byCourier: v.array(v.object({ courier: v.string(), shipments: count, failed: count })),
  byReason: v.array(v.object({ reason: count, failed: count })),
  answered: count,
  answerMinutes: count,
  outcomes: v.array(v.object({ answer: v.string(), outcome: v.string(), shipments: count })),
  topPincodes: v.array(v.object({ pincode: v.string(), failed: count })),
  pickupsFailed: count,
}) satisfies v.GenericSchema<unknown, FailureFigures>;

const ReturnFiguresSchema = v.object({
  returns: count,
  exchanges: count,
  delivered: count,
  byReason: v.array(v.object({ reason: count, units: count })),
  byItem: v.array(v.object({ item: v.string(), units: count })),
  byRefundMode: v.array(v.object({ mode: v.string(), requests: count, refundedMinor: count })),
  refunded: count,
  refundHours: count,
  byStage: v.array(v.object({ stage: v.string(), requests: count })),
  pickupsFailed: count,
}) satisfies v.GenericSchema<unknown, ReturnFigures>;

const VoiceFiguresSchema = v.object({
  ratings: count,
  distribution: v.array(v.object({ score: count, ratings: count })),
  trend: v.array(v.object({ day: v.string(), ratings: count, scoreSum: count })),
  promoters: count,
  detractors: count,
  lowByCourier: v.array(v.object({ courier: v.string(), ratings: count, low: count })),
  answers: v.array(v.object({ question: v.string(), answer: v.string(), count })),
  commented: count,
  comments: v.array(v.object({ at: v.string(), score: count, comment: v.string() })),
}) satisfies v.GenericSchema<unknown, VoiceFigures>;

const EngagementFiguresSchema = v.object({
  views: v.array(v.object({ via: v.picklist(TRACKING_VIAS), views: count })),
  shipmentsViewed: count,
  viewsByDay: v.array(v.object({ day: v.string(), views: count })),
  viewsByLocale: v.array(v.object({ locale: v.picklist(LOCALES), views: count })),
  viewsOfUnknownLocale: count,
  clicks: v.array(v.object({ category: v.string(), action: v.string(), count })),
  byDay: v.array(v.object({ day: v.string(), count })),
  total: count,
}) satisfies v.GenericSchema<unknown, EngagementFigures>;

const answerOf = <T extends v.GenericSchema>(figures: T) =>
  v.object({
    period: PeriodSchema,
    previousPeriod: PeriodSchema,
    figures: v.object({ current: figures, previous: figures }),
    currency: v.string(),
    courierNames: v.record(v.string(), v.string()),
  });

/** Each page's answer schema (GET admin/insights/{page}). */
export const InsightAnswerSchemas = {
  delivery: answerOf(DeliveryFiguresSchema),
  failures: answerOf(FailureFiguresSchema),
  returns: answerOf(ReturnFiguresSchema),
  voice: answerOf(VoiceFiguresSchema),
  engagement: answerOf(EngagementFiguresSchema),
} as const satisfies { [P in InsightPage]: v.GenericSchema<unknown, InsightAnswer<P>> };
