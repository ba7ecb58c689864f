// The instants and zones of `pnpm test:hours` (hours.mjs). A Saturday: India's "tomorrow"
// after 18:30 UTC is a Sunday, which pickups skip, while UTC's and the US's is not.
const DAY = "2026-12-05";
/** Night, noon, evening (India past midnight) and the last half hour of the UTC day. */
export const INSTANTS = ["03:00", "12:00", "19:00", "23:30"].map((time) => new Date(`${DAY}T${time}:00Z`));
/** The server's, India's (the day flips at 18:30 UTC) and the US's (a day behind). */
export const ZONES = ["UTC", "Asia/Kolkata", "America/New_York"];

/** Every instant in every zone, labelled for the log. */
export function matrixCells() {
  return INSTANTS.flatMap((instant) => ZONES.map((zone) => ({ instant, zone, label: `${instant.toISOString().slice(0, 16)}Z in ${zone}` })));
}

/**
 * libfaketime's FAKETIME for "the clock reads `instant` now": a relative offset in seconds.
 * (An absolute "@…" start time is read in the process's own TZ, which each cell changes.)
 */
export function fakeTimeOffset(instant, nowMs) {
  const seconds = Math.round((instant.getTime() - nowMs) / 1000);
  return `${seconds >= 0 ? "+" : ""}${seconds}`;
}
