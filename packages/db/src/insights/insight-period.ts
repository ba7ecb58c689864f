import { addDays, wholeDaysBetween } from "./insight-days.ts";

/** A period of whole UTC days, both ends included (YYYY-MM-DD). */
export interface InsightPeriod {
  from: string;
  to: string;
}

/** The period of the same length that ends the day before `period` starts: what a figure is compared with. */
export function previousPeriod(period: InsightPeriod): InsightPeriod {
  const length = wholeDaysBetween(`${period.from}T00:00:00Z`, `${period.to}T00:00:00Z`) + 1;
  return { from: addDays(period.from, -length), to: addDays(period.from, -1) };
}

/** A figure for the chosen period and the previous one. */
export interface Compared<T> {
  current: T;
  previous: T;
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
