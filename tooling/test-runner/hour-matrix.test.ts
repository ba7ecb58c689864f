import { describe, expect, test } from "vitest";
import { fakeTimeOffset, hourLanes, INSTANTS, matrixCells, pickCells } from "./hour-matrix.mjs";

describe("the hour matrix of pnpm test:hours", () => {
  test("covers the project's instants in each zone: UTC, Asia/Kolkata, America/Los_Angeles", () => {
    const cells = matrixCells();
    expect(cells).toHaveLength(12);
    const hours = new Set(cells.map((c) => c.instant.toISOString().slice(11, 16)));
    expect([...hours]).toEqual(["03:00", "12:00", "19:00", "23:30"]);
    expect(new Set(cells.map((c) => c.zone))).toEqual(new Set(["UTC", "Asia/Kolkata", "America/Los_Angeles"]));
  });

  test("some instant falls on each date boundary: India's tomorrow, Los Angeles's yesterday, UTC's last half hour", () => {
    const dayIn = (instant: Date, timeZone: string) => instant.toLocaleDateString("en-CA", { timeZone });
    const utcDay = (instant: Date) => instant.toISOString().slice(0, 10);
    // After 18:30 UTC it is already the next day in India: the case the matrix exists for.
    expect(INSTANTS.filter((i) => dayIn(i, "Asia/Kolkata") > utcDay(i)).map((i) => i.toISOString().slice(11, 16))).toEqual(["19:00", "23:30"]);
    // Before 08:00 UTC it is still the day before in Los Angeles.
    expect(INSTANTS.filter((i) => dayIn(i, "America/Los_Angeles") < utcDay(i)).map((i) => i.toISOString().slice(11, 16))).toEqual(["03:00"]);
    // The last half hour of the UTC day, when its "tomorrow" is half an hour away.
    expect(INSTANTS.some((i) => i.getUTCHours() === 23 && i.getUTCMinutes() >= 30)).toBe(true);
    // A Saturday: India's tomorrow after 18:30 UTC is a Sunday, which pickups skip.
    expect(INSTANTS.map((i) => i.getUTCDay())).toEqual([6, 6, 6, 6]);
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
    expect(pickCells(matrixCells(), ["America/Los_Angeles"])).toHaveLength(4);
    expect(pickCells(matrixCells(), ["Europe/Paris"])).toEqual([]);
  });
});
