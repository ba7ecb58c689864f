#!/usr/bin/env node
// `pnpm new-brand <id>`: scaffolds a complete brand package under brands/<id> (manifest,
// chrome, CSS, test, sample themes; Storybook finds it by itself), adds it to the portal's dependencies and the
// generated registry, and gives it a demo row (subdomain <id>) and demo shipments (a copy of the
// template document, apps/server/src/seed/data/shipments/<id>.json) that the demo seed writes,
// so `pnpm start` or `pnpm dev` serves it at http://<id>.localhost:3000/en.
// `--root <dir>` works on another checkout (the generator's test uses a temp copy);
// `--no-install` skips `pnpm install --offline` (which links the new workspace package).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { brandFiles, demoEntry } from "./brand-template.mjs";
import { SHIPMENT_TEMPLATE, shipmentDocument, shipmentDocumentPath } from "./brand-shipments.mjs";
import { brandPackages, renderFiles } from "./generate-registry.mjs";
import { formatFiles } from "../lint/format-check.mjs";

/** The package demo brands' data file: a new brand's demo row goes at the end of its `brands`. */
export const DEMO_LIST = "apps/server/src/seed/data/package-demo-brands.json";

/** The new brand's demo row as the seed writes it; its package's manifest carries its look and rules. */
function demoRow(id) {
  const { name, waybillPrefix } = demoEntry(id);
  const theme = { name, config: { country: "IN", currency: "INR" }, meta_data: { website: `https://${id}.example`, email: `care@${id}.example` } };
  return { id: `brand-${id}`, subdomain: id, name, brandPackage: id, enterprise: true, securityCheckEnabled: false, waybillPrefix, country: "IN", theme };
}

/** `{"id": "x", "subdomain": "x", ...}` on one line, as the file's own rows are written. */
const demoLine = (entry) =>
  `{${Object.entries(entry)
    .map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`)
    .join(", ")}}`;

export function newBrand(root, id, { install = true, log = console.log } = {}) {
  if (!/^[a-z][a-z0-9-]{1,30}$/.test(id) || id.endsWith("-"))
    throw new Error(`"${id}": a brand id is 2-31 characters of a-z, 0-9 and -, starting with a letter`);
  const dir = join(root, "brands", id);
  if (existsSync(dir)) throw new Error(`brands/${id} already exists`);

  for (const [path, content] of Object.entries(brandFiles(id))) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }

  const portalPackage = join(root, "apps/portal/package.json");
  const pkg = JSON.parse(readFileSync(portalPackage, "utf8"));
  pkg.dependencies[`@portal/brand-${id}`] = "workspace:*";
  writeFileSync(portalPackage, `${JSON.stringify(pkg, null, 2)}\n`);

  const demoList = join(root, DEMO_LIST);
  // One line at the end of `brands`, as the file's own rows are written (it ends with that array).
  const list = readFileSync(demoList, "utf8");
  const end = /\n  \]\n\}\n?$/;
  if (!end.test(list)) throw new Error(`${DEMO_LIST} no longer ends with its brands array`);
  writeFileSync(demoList, list.replace(end, `,\n    ${demoLine(demoRow(id))}\n  ]\n}\n`));

  const template = readFileSync(join(root, SHIPMENT_TEMPLATE), "utf8");
  mkdirSync(dirname(join(root, shipmentDocumentPath(id))), { recursive: true });
  writeFileSync(join(root, shipmentDocumentPath(id)), shipmentDocument(template, id));

  // The new package as `pnpm lint` wants it formatted.
  formatFiles(root, [`brands/${id}`]);

  const files = renderFiles(brandPackages(root));
  writeFileSync(join(root, "apps/portal/src/brands/manifests.gen.ts"), files.manifests);
  writeFileSync(join(root, "apps/portal/src/brands/registry.gen.ts"), files.registry);

  if (install) execFileSync("pnpm", ["install", "--offline"], { cwd: root, stdio: "inherit" });
  log(`brands/${id} is ready. Demo page: http://${id}.localhost:3000/en (pnpm dev or pnpm start)`);
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const args = process.argv.slice(2);
  const rootAt = args.indexOf("--root");
  const root = rootAt >= 0 ? resolve(args[rootAt + 1] ?? ".") : resolve(dirname(fileURLToPath(import.meta.url)), "../..");
  const id = args.find((a, i) => !a.startsWith("--") && args[i - 1] !== "--root");
  if (!id) {
    console.error("usage: pnpm new-brand <id>   (a-z, 0-9 and -; e.g. acme-test)");
    process.exit(2);
  }
  try {
    newBrand(root, id, { install: !args.includes("--no-install") });
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
