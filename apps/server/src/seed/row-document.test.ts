import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { parseDataFile } from "./data-file.ts";
import { RowTableSchema, rowsAt } from "./row-document.ts";

const NOW = new Date("2026-11-21T12:00:00.000Z");
const File = v.object({ tables: v.object({ return_orders: RowTableSchema }) });
const table = (rows: unknown[][]) => ({
  tables: { return_orders: { columns: ["id", "created_at", "day"], hoursFromNow: ["created_at"], datesFromNow: ["day"], rows } },
});

describe("a demo rows document", () => {
  test("places its relative times at the seed's clock: hours before or after now, and calendar days", () => {
    const { tables } = parseDataFile(
      "demo-return-orders.json",
      File,
      table([
        ["a", -36.5, -13],
        ["b", null, 12],
      ]),
    );
    expect(rowsAt(tables.return_orders, NOW)).toEqual([
      { id: "a", created_at: "2026-11-19T23:30:00.000Z", day: "2026-11-20" },
      { id: "b", created_at: null, day: "2026-11-22" },
    ]);
  });

  test("a broken row is named by file, table and row, every problem at once", () => {
    expect(() =>
      parseDataFile(
        "demo-return-orders.json",
        File,
        table([
          ["a", -1, 0],
          ["b", -2],
          ["c", "2026-11-20T00:00:00Z", 0],
        ]),
      ),
    ).toThrow(
      /demo-return-orders\.json is invalid:\n {2}tables\.return_orders: row 1 has 2 values for 3 columns; row 2: created_at must be hours from now or null/,
    );
  });
});
