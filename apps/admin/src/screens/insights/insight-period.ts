import { INSIGHT_MAX_DAYS, type InsightPeriod } from "@portal/core/api";

const DAY_MS = 86_400_000;

/** The quick choices of the period picker: the last N whole UTC days, today included. */
export const PERIOD_PRESETS = [7, 30, 90] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The last `days` UTC days ending on `today` (a Date, so tests pass a fixed clock). */
export function lastDays(days: number, today: Date): InsightPeriod {
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return { from: day(end - (days - 1) * DAY_MS), to: day(end) };
}

/** Whole days in a period, both ends included. */
export function periodDays(period: InsightPeriod): number {
  return Math.round((Date.parse(period.to) - Date.parse(period.from)) / DAY_MS) + 1;
}

export type PeriodProblem = "missing" | "order" | "length";

/** What is wrong with a typed period (the server's InsightsQuerySchema refuses the same). */
export function periodProblem(period: { from: string; to: string }): PeriodProblem | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(period.from) || !/^\d{4}-\d{2}-\d{2}$/.test(period.to)) return "missing";
  if (Number.isNaN(Date.parse(period.from)) || Number.isNaN(Date.parse(period.to))) return "missing";
  if (period.from > period.to) return "order";
  if (periodDays(period) > INSIGHT_MAX_DAYS) return "length";
  return undefined;
}

/** The period in the URL (`from`, `to`), else the last 30 days. */
export function periodOfParams(params: URLSearchParams, today: Date): InsightPeriod {
  const asked = { from: params.get("from") ?? "", to: params.get("to") ?? "" };
  return periodProblem(asked) ? lastDays(30, today) : asked;
}
