/**
 * Progress-bar positions for timelines of 2 to 7 steps (product rules §4): the first step
 * sits at 0 %, the last at 100 %, the rest evenly between, rounded.
 */
export const PROGRESS_BY_STEP_COUNT = {
  2: [0, 100],
  3: [0, 50, 100],
  4: [0, 33, 67, 100],
  5: [0, 25, 50, 75, 100],
  6: [0, 20, 40, 60, 80, 100],
  7: [0, 17, 33, 50, 67, 83, 100],
} as const satisfies Record<2 | 3 | 4 | 5 | 6 | 7, readonly number[]>;

export type TimelineLength = keyof typeof PROGRESS_BY_STEP_COUNT;

export function isTimelineLength(count: number): count is TimelineLength {
  return count in PROGRESS_BY_STEP_COUNT;
}

/** The position of step `index` in a timeline of `count` steps. */
export function progressOfStep(index: number, count: number): number {
  if (isTimelineLength(count)) {
    const table: readonly number[] = PROGRESS_BY_STEP_COUNT[count];
    const value = table[index];
    if (value !== undefined) return value;
  }
  // Outside the product rules' range (a single step, or more than 7): spread the same way.
  if (count <= 1) return 100;
  return Math.round((Math.min(Math.max(index, 0), count - 1) / (count - 1)) * 100);
}
