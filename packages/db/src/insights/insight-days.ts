/** Day arithmetic on YYYY-MM-DD UTC days, the roll-ups' grain. */
const DAY_MS = 86_400_000;

export function dayOf(timestamp: string): string {
  return timestamp.slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one timestamp to another (negative clamped to 0). */
export function wholeDaysBetween(from: string, to: string): number {
  return Math.max(0, Math.floor((Date.parse(to) - Date.parse(from)) / DAY_MS));
}

/** Sorted distinct days grouped into runs of consecutive days, each at most `maxLength` long. */
export function dayRuns(days: Iterable<string>, maxLength: number): Array<{ from: string; to: string }> {
  const sorted = [...new Set(days)].sort();
  const runs: Array<{ from: string; to: string }> = [];
  for (const day of sorted) {
    const last = runs.at(-1);
    if (last && addDays(last.to, 1) === day && wholeDaysBetween(`${last.from}T00:00:00Z`, `${day}T00:00:00Z`) < maxLength) last.to = day;
    else runs.push({ from: day, to: day });
  }
  return runs;
}
