import * as v from "valibot";
import { requiredParam } from "./wire-fields.ts";
import type { LocaleCode } from "../locale/locales.ts";

/**
 * The admin console's Insights (issue 37, docs/insights.md): five pages of a brand's figures for
 * a period of whole UTC days compared with the previous period of the same length, read by
 * GET /api/v1/admin/insights/{page}?brand=&from=&to= behind the admin session.
 */
export const INSIGHT_PAGES = ["delivery", "failures", "returns", "voice", "engagement"] as const;
export type InsightPage = (typeof INSIGHT_PAGES)[number];

/** The longest period a page may ask for (a year and a day for leap years). */
export const INSIGHT_MAX_DAYS = 366;

const DAY_MS = 86_400_000;
const DAY_PARAM = (name: string) => v.pipe(requiredParam(name), v.isoDate(`${name}: dates are written YYYY-MM-DD.`));

export const InsightsQuerySchema = v.pipe(
  v.object({ brand: requiredParam("brand"), from: DAY_PARAM("from"), to: DAY_PARAM("to") }),
  v.check((q) => q.from <= q.to, "from must be on or before to."),
  v.check((q) => (Date.parse(q.to) - Date.parse(q.from)) / DAY_MS < INSIGHT_MAX_DAYS, `A period is at most ${INSIGHT_MAX_DAYS} days.`),
);
export type InsightsQuery = v.InferOutput<typeof InsightsQuerySchema>;

export const InsightPageSchema = v.picklist(INSIGHT_PAGES, "Unknown Insights page.");

/** What each page answers. */
export interface InsightFiguresOf {
  delivery: DeliveryFigures;
  failures: FailureFigures;
  returns: ReturnFigures;
  voice: VoiceFigures;
  engagement: EngagementFigures;
}

export interface InsightAnswer<P extends InsightPage = InsightPage> {
  period: InsightPeriod;
  previousPeriod: InsightPeriod;
  figures: Compared<InsightFiguresOf[P]>;
  /** The brand's currency (its config's, else the portal's default): refund amounts are in it. */
  currency: string;
  /** Display names of the couriers the figures name by id (the couriers table). */
  courierNames: Record<string, string>;
}

/** On-time counts of one group: delivered with an EDD shown, and of those on or before it. */
export interface OnTime {
  key: string;
  measured: number;
  onTime: number;
}

export interface DeliveryFigures {
  shipments: number;
  byStage: Array<{ stage: string; shipments: number }>;
  onTime: { measured: number; onTime: number };
  onTimeByCourier: OnTime[];
  onTimeByState: OnTime[];
  /** The 20 prefixes with most measured deliveries. */
  onTimeByPincodePrefix: OnTime[];
  /** Keyed by the Monday of the week. */
  onTimeByWeek: OnTime[];
  delivered: number;
  firstAttempt: number;
  /** Whole days from dispatch to delivery; null with no delivery. */
  transitMedianDays: number | null;
  transitP90Days: number | null;
  lost: number;
  damaged: number;
  returnedToOrigin: number;
}

export interface FailureFigures {
  /** Forward shipments dispatched in the period, and those with at least one failed delivery. */
  shipments: number;
  failed: number;
  byCourier: Array<{ courier: string; shipments: number; failed: number }>;
  byReason: Array<{ reason: number; failed: number }>;
  /** Failed shipments the shopper answered, and the minutes from the first failure to the answer, summed. */
  answered: number;
  answerMinutes: number;
  /** What the shopper answered and where the shipment ended. */
  outcomes: Array<{ answer: string; outcome: string; shipments: number }>;
  /** The ten pincodes with most failed shipments. */
  topPincodes: Array<{ pincode: string; failed: number }>;
  /** Reverse pickups that failed at least once. */
  pickupsFailed: number;
}

export interface ReturnFigures {
  /** Requests made in the period, by kind. */
  returns: number;
  exchanges: number;
  /** Forward shipments dispatched in the period that were delivered: the return rate's base. */
  delivered: number;
  byReason: Array<{ reason: number; units: number }>;
  /** The ten items returned most (units). */
  byItem: Array<{ item: string; units: number }>;
  byRefundMode: Array<{ mode: string; requests: number; refundedMinor: number }>;
  /** Requests with a recorded refund, and hours from request to refund summed over them. */
  refunded: number;
  refundHours: number;
  byStage: Array<{ stage: string; requests: number }>;
  /** Reverse pickups that failed at least once (dispatched in the period). */
  pickupsFailed: number;
}

export interface VoiceFigures {
  ratings: number;
  /** Count per score 0-10 (stars are even scores). */
  distribution: Array<{ score: number; ratings: number }>;
  /** Mean score per day with a rating. */
  trend: Array<{ day: string; ratings: number; scoreSum: number }>;
  /** Promoters (9-10) and detractors (0-6), for NPS. */
  promoters: number;
  detractors: number;
  lowByCourier: Array<{ courier: string; ratings: number; low: number }>;
  answers: Array<{ question: string; answer: string; count: number }>;
  commented: number;
  /** The newest comments of the period (at most 20). */
  comments: Array<{ at: string; score: number; comment: string }>;
}

/**
 * How a shopper reached a shipment's tracking page: the search form (with or without the page's
 * script), or a link (a plain GET of the tracking URL: a shared or deep link, a notification's /n/ link).
 */
export const TRACKING_VIAS = ["search", "link"] as const;
export type TrackingVia = (typeof TRACKING_VIAS)[number];

export interface EngagementFigures {
  /** Tracking page views of a shipment, per way in (both always present). */
  views: Array<{ via: TrackingVia; views: number }>;
  /** Distinct shipments whose tracking page was viewed in the period. */
  shipmentsViewed: number;
  viewsByDay: Array<{ day: string; views: number }>;
  /** Views per page language, most viewed first; only languages with a view. */
  viewsByLocale: Array<{ locale: LocaleCode; views: number }>;
  /** Views whose page language is not known (a search through another client): in no language's count. */
  viewsOfUnknownLocale: number;
  /** Clicks per analytics category and action (banners, social, app and contact links). */
  clicks: Array<{ category: string; action: string; count: number }>;
  byDay: Array<{ day: string; count: number }>;
  total: number;
}

/** A period of whole UTC days, both ends included (YYYY-MM-DD). */
export interface InsightPeriod {
  from: string;
  to: string;
}

/** A figure for the chosen period and the previous one. */
export interface Compared<T> {
  current: T;
  previous: T;
}
