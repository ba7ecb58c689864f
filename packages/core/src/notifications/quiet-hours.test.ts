import { describe, expect, test } from "vitest";
import { sendAt } from "./quiet-hours.ts";

const QUIET = { from: "21:00", to: "08:00" };
const at = (iso: string) => new Date(iso);

describe("quiet hours in the shopper's zone: held until the brand's morning, never dropped", () => {
  test.each([
    // zone, decided at (UTC), expected send time (UTC)
    ["UTC", "2026-12-04T12:00:00Z", "2026-12-04T12:00:00Z"],
    ["UTC", "2026-12-04T21:30:00Z", "2026-12-05T08:00:00Z"],
    ["UTC", "2026-12-05T03:00:00Z", "2026-12-05T08:00:00Z"],
    // 23:00 in Kolkata is 17:30 UTC: held to 08:00 IST = 02:30 UTC next day.
    ["Asia/Kolkata", "2026-12-04T17:30:00Z", "2026-12-05T02:30:00Z"],
    // Evening UTC is after midnight in India: 19:00 UTC = 00:30 IST, held to 08:00 IST the same Indian day.
    ["Asia/Kolkata", "2026-12-04T19:00:00Z", "2026-12-05T02:30:00Z"],
    ["Asia/Kolkata", "2026-12-04T05:00:00Z", "2026-12-04T05:00:00Z"],
    // Evening UTC is midday in Los Angeles: sent at once.
    ["America/Los_Angeles", "2026-12-04T20:00:00Z", "2026-12-04T20:00:00Z"],
    // 23:00 PST = 07:00 UTC: held to 08:00 PST = 16:00 UTC.
    ["America/Los_Angeles", "2026-12-05T07:00:00Z", "2026-12-05T16:00:00Z"],
    // Across the spring-forward night (8 Mar 2026): 22:00 PST, held to 08:00 PDT = 15:00 UTC.
    ["America/Los_Angeles", "2026-03-08T06:00:00Z", "2026-03-08T15:00:00Z"],
  ])("%s at %s → %s", (zone, decided, expected) => {
    expect(sendAt(at(decided), zone, QUIET).toISOString()).toBe(new Date(expected).toISOString());
  });

  test("no quiet hours, or an empty window: at once", () => {
    expect(sendAt(at("2026-12-04T23:00:00Z"), "UTC", undefined).toISOString()).toBe("2026-12-04T23:00:00.000Z");
    expect(sendAt(at("2026-12-04T23:00:00Z"), "UTC", { from: "08:00", to: "08:00" }).toISOString()).toBe("2026-12-04T23:00:00.000Z");
  });

  test("a daytime window (13:00-14:00) holds only within it", () => {
    expect(sendAt(at("2026-12-04T13:30:00Z"), "UTC", { from: "13:00", to: "14:00" }).toISOString()).toBe("2026-12-04T14:00:00.000Z");
    expect(sendAt(at("2026-12-04T14:30:00Z"), "UTC", { from: "13:00", to: "14:00" }).toISOString()).toBe("2026-12-04T14:30:00.000Z");
  });
});
