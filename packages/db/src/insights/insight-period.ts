import type { Compared, InsightPeriod } from "@portal/core/api";

export type { Compared, InsightPeriod };
import { addDays, wholeDaysBetween } from "./insight-days.ts";

/** The period of the same length that ends the day before `period` starts: what a figure is compared with. */
export function previousPeriod(period: InsightPeriod): InsightPeriod {
  const length = wholeDaysBetween(`${period.from}T00:00:00Z`, `${period.to}T00:00:00Z`) + 1;
  return { from: addDays(period.from, -length), to: addDays(period.from, -1) };
}

export async function compared<T>(period: InsightPeriod, figuresOf: (period: InsightPeriod) => Promise<T>): Promise<Compared<T>> {
  const [current, previous] = await Promise.all([figuresOf(period), figuresOf(previousPeriod(period))]);
  return { current, previous };
}

/** Monday of the day's ISO week: the weekly series' key. */
export function weekOf(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}
