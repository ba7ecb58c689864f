import type { IfscLookupProvider } from "../ifsc-lookup.ts";
import { once } from "@portal/core/async";
import { readPackageJson } from "./package-data-file.ts";

/** Razorpay's `ifsc` package data: branch codes per bank, bank names, and sub-member banks. */
interface IfscDataset {
  /** Bank code -> branch codes (numbers for numeric branch codes, else strings). */
  branches: Record<string, ReadonlyArray<number | string>>;
  bankNames: Record<string, string>;
  /** Full IFSC -> the code of the bank that really runs it (a sub-member of another's network). */
  sublets: Record<string, string>;
  /** IFSC prefix -> sub-member bank code. */
  customSublets: Record<string, string>;
}

const loadIfscDataset = once(async (): Promise<IfscDataset> => {
  const [branches, bankNames, sublets, customSublets] = await Promise.all([
    readPackageJson("ifsc/src/IFSC.json"),
    readPackageJson("ifsc/src/banknames.json"),
    readPackageJson("ifsc/src/sublet.json"),
    readPackageJson("ifsc/src/custom-sublets.json"),
  ]);
  return { branches, bankNames, sublets, customSublets } as IfscDataset;
});

const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/**
 * Existence and bank name of an IFSC from the dataset shipped with the `ifsc` package (the
 * same check as its `validate`). It has no branch names: those need Razorpay's online API.
 */
export function offlineIfscLookup(): IfscLookupProvider {
  return {
    async lookup(code) {
      if (!IFSC.test(code)) return undefined;
      const data = await loadIfscDataset();
      const bankCode = code.slice(0, 4);
      const branch = code.slice(5);
      const known = data.branches[bankCode];
      if (!known) return undefined;
      const exists = /^\d+$/.test(branch) ? known.includes(Number.parseInt(branch, 10)) : known.includes(branch);
      if (!exists) return undefined;
      const runBy = data.sublets[code] ?? Object.entries(data.customSublets).find(([prefix]) => code.startsWith(prefix))?.[1] ?? bankCode;
      const bankName = data.bankNames[runBy] ?? data.bankNames[bankCode] ?? bankCode;
      return { ifsc: code, bankCode: runBy, bankName, branchName: null };
    },
  };
}
