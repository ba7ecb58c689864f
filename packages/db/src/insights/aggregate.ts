/** Counts rows by a key of dimensions: the roll-up of one refresh, before it is written. */
export class Tally<Row extends Record<string, string | number>, Sum extends string> {
  readonly #rows = new Map<string, Row & Record<Sum, number>>();
  readonly sums: readonly Sum[];
  constructor(sums: readonly Sum[]) {
    this.sums = sums;
  }

  add(dimensions: Row, amounts: Partial<Record<Sum, number>>): void {
    const key = JSON.stringify(dimensions);
    let row = this.#rows.get(key);
    if (!row) {
      row = { ...dimensions } as Row & Record<Sum, number>;
      for (const sum of this.sums) (row as Record<string, number>)[sum] = 0;
      this.#rows.set(key, row);
    }
    const sums = row as Record<string, number>;
    for (const sum of this.sums) sums[sum] = (sums[sum] ?? 0) + (amounts[sum] ?? 0);
  }

  rows(): Array<Row & Record<Sum, number>> {
    return [...this.#rows.values()];
  }
}
