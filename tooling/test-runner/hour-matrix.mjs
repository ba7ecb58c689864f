// The instants and zones of `pnpm test:hours` (hours.mjs). A Saturday: India's "tomorrow"
// after 18:30 UTC is a Sunday, which pickups skip, while UTC's is not; at 03:00 UTC it is
// still Friday in Los Angeles (until 08:00 UTC), so its "tomorrow" is UTC's today.
const DAY = "2026-12-05";
/** Night (Los Angeles still on the day before), noon, evening (India past midnight) and the last half hour of the UTC day. */
export const INSTANTS = ["03:00", "12:00", "19:00", "23:30"].map((time) => new Date(`${DAY}T${time}:00Z`));
/** The server's, India's (the day flips at 18:30 UTC) and the US west coast's (it flips at 08:00 UTC). */
export const ZONES = ["UTC", "Asia/Kolkata", "America/Los_Angeles"];

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

/**
 * How many cells run at once: HOURS_LANES when set, else one per two cores. A cell is one
 * vitest run with its own demo server (its own SQLite file), Chromium and clock, so cells share
 * nothing but the built server; but each keeps about a core busy, and two lanes on two shared
 * cores starved both cells (the longest browser test ran past its bound).
 */
export function hourLanes(cores, env = {}) {
  const asked = Number.parseInt(env.HOURS_LANES ?? "", 10);
  return Math.max(1, Number.isInteger(asked) && asked > 0 ? asked : Math.floor(cores / 2));
}

/** The cells whose label holds every given word (`pnpm test:hours 19:00Z Asia/Kolkata`: one cell); all without words. */
export function pickCells(cells, words) {
  return cells.filter((cell) => words.every((word) => cell.label.includes(word)));
}
