import { describe, expect, test } from "vitest";
import { fakeTimeOffset, hourLanes, matrixCells, pickCells } from "./hour-matrix.mjs";

describe("the hour matrix of pnpm test:hours", () => {
  test("covers the issue's instants in each zone, India's evening among them", () => {
    const cells = matrixCells();
    expect(cells).toHaveLength(12);
    const hours = new Set(cells.map((c) => c.instant.toISOString().slice(11, 16)));
    expect([...hours]).toEqual(["03:00", "12:00", "19:00", "23:30"]);
    expect(new Set(cells.map((c) => c.zone))).toEqual(new Set(["UTC", "Asia/Kolkata", "America/New_York"]));
    // At 19:00 UTC it is already the next day in India: the case the matrix exists for.
    const evening = cells.find((c) => c.instant.toISOString().endsWith("19:00:00.000Z"));
    expect(evening?.instant.toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" })).not.toBe(evening?.instant.toISOString().slice(0, 10));
  });

  test("the offset moves the clock from now to the instant, in whole seconds, signed", () => {
    const instant = new Date("2026-12-05T19:00:00Z");
    expect(fakeTimeOffset(instant, Date.parse("2026-12-05T21:00:00Z"))).toBe("-7200");
    expect(fakeTimeOffset(instant, Date.parse("2026-12-04T19:00:00Z"))).toBe("+86400");
    expect(fakeTimeOffset(instant, instant.getTime())).toBe("+0");
  });
});

describe("the matrix's lanes", () => {
  test("one per two cores, at least one; HOURS_LANES overrides", () => {
    expect(hourLanes(2)).toBe(1);
    expect(hourLanes(1)).toBe(1);
    expect(hourLanes(8)).toBe(4);
    expect(hourLanes(2, { HOURS_LANES: "3" })).toBe(3);
    expect(hourLanes(8, { HOURS_LANES: "0" })).toBe(4);
    expect(hourLanes(8, { HOURS_LANES: "two" })).toBe(4);
  });
});

describe("picking cells by their label", () => {
  test("every word must be in the label; no word keeps the whole matrix", () => {
    expect(pickCells(matrixCells(), [])).toHaveLength(12);
    expect(pickCells(matrixCells(), ["19:00Z", "Asia/Kolkata"]).map((c) => c.label)).toEqual(["2026-12-05T19:00Z in Asia/Kolkata"]);
    expect(pickCells(matrixCells(), ["America/New_York"])).toHaveLength(4);
    expect(pickCells(matrixCells(), ["Europe/Paris"])).toEqual([]);
  });
});
