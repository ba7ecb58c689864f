#!/usr/bin/env node
// `pnpm bench:bundle`: the JavaScript and CSS a shopper's phone downloads for a tracking page,
// per brand and language, read from the portal's Vite manifest exactly as the server picks
// them (entry + this brand's chunk + the home screen and the part of it a tracking link shows
// (apps/portal/src/screens/screen-parts.ts), with their static imports; no catalog: these pages
// carry the texts their render used in the HTML and load the catalog when first needed,
// see apps/portal/src/screens/screen-catalogs.ts inlinesTexts); and the same for the search page. Prints raw, gzip and brotli sizes. Run `pnpm build` first.
import { readFileSync, existsSync } from "node:fs";
import { join, resolve, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync, brotliCompressSync, constants } from "node:zlib";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const clientDir = join(root, "apps/portal/dist/client");
const manifestPath = join(clientDir, ".vite/manifest.json");
if (!existsSync(manifestPath)) {
  console.error("No portal build: run `pnpm build` first.");
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const brands = Object.keys(manifest)
  .map((k) => /brands\/([^/]+)\/src\/index\.tsx$/.exec(k)?.[1])
  .filter(Boolean);

function filesFor(keys) {
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
    for (const file of chunk.css ?? []) css.add(file);
  };
  for (const key of keys) visit(key);
  return { js: [...js], css: [...css] };
}

function sizes(files) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const bytes = readFileSync(join(clientDir, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    brotli += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { raw, gzip, brotli };
}

// The home screen and the part each of its pages shows, as pageChunkKeys names them.
const HOME = "src/screens/home/HomeScreen.tsx";
const TRACKING_PAGE = [HOME, "src/screens/tracking/TrackingScreen.tsx"];
const SEARCH_PAGE = [HOME, "src/screens/home/TrackingSearchForm.tsx"];
// Deferred parts every shipment's page shows (its timeline and scans, its product and address
// cards) and the one under the search form (the return and exchange links).
const SHIPMENT_DEFERRED = ["src/screens/tracking/ShipmentHistory.tsx", "src/screens/tracking/ShipmentDetails.tsx"];
const SEARCH_DEFERRED = "src/shell/ReturnEntryLinks.tsx";

const kib = (n) => (n / 1024).toFixed(1).padStart(7);
console.log("Tracking page downloads (KiB): JS raw / gzip / brotli | CSS brotli (the server inlines it into the HTML)");
for (const [page, screenKeys] of [
  ["tracking", TRACKING_PAGE],
  ["search", SEARCH_PAGE],
]) {
  for (const brand of brands) {
    // One row per brand: the scripts are the same in every language (its texts are in the HTML).
    const { js, css } = filesFor([entryKey, `../../brands/${brand}/src/index.tsx`, ...screenKeys]);
    const j = sizes(js);
    const c = sizes(css);
    console.log(`${`${brand} /${page}`.padEnd(26)} ${kib(j.raw)} ${kib(j.gzip)} ${kib(j.brotli)} | ${kib(c.brotli)}   (${js.length} scripts)`);
  }
}
// What of the default brand's tracking page is the framework (React, react-dom, the router and
// Lingui, one chunk by apps/portal/vite.config.ts) and what is the page's own code, texts and brand.
{
  const { js } = filesFor([entryKey, "../../brands/default/src/index.tsx", ...TRACKING_PAGE]);
  const framework = js.filter((file) => /\/framework-[\w-]+\.js$/.test(file));
  const own = js.filter((file) => !framework.includes(file));
  console.log(
    `default /en/tracking: framework ${kib(sizes(framework).brotli).trim()} KiB brotli, the page's own code and brand ${kib(sizes(own).brotli).trim()} KiB (${own.length} scripts)`,
  );
}
// Deferred parts (apps/portal/src/screens/deferred-part.tsx) load while a page hydrates, and the
// order's list (screens/tracking/tracking-parts.ts) with an order's answer, only on pages that
// show them: what each adds to the default brand's page, beyond its files.
{
  const page = filesFor([entryKey, "../../brands/default/src/index.tsx", ...TRACKING_PAGE]).js;
  for (const part of [
    ...SHIPMENT_DEFERRED,
    "src/screens/rating/RatingForm.tsx",
    "src/screens/tracking/OrderShipments.tsx",
    "src/screens/tracking/notify/NotifyOptInForm.tsx",
  ]) {
    if (!manifest[part]) continue;
    const extra = filesFor([part]).js.filter((file) => !page.includes(file));
    console.log(`+ ${part} where it shows: ${kib(sizes(extra).brotli).trim()} KiB brotli (${extra.length} scripts)`);
  }
  const search = filesFor([entryKey, "../../brands/default/src/index.tsx", ...SEARCH_PAGE]).js;
  const extra = filesFor([SEARCH_DEFERRED]).js.filter((file) => !search.includes(file));
  console.log(`+ ${SEARCH_DEFERRED} on the search page: ${kib(sizes(extra).brotli).trim()} KiB brotli (${extra.length} scripts)`);
}
// A brand's page must carry no other brand's code: no other brand's chunk, and none of its
// marks (its manifest's display name, its `[data-brand=…]` style rules) inside the scripts and styles it does download.
const others = (brand) => brands.filter((b) => b !== brand);
const displayNameOf = (brand) => /displayName:\s*"([^"]+)"/.exec(readFileSync(join(root, `brands/${brand}/src/manifest.ts`), "utf8"))?.[1];
const escapeRegExp = (value) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The manifest's `displayName: "…"` as any minifier quotes it. */
const namedIn = (text, name) => new RegExp(`displayName["'\`]?:\\s*["'\`]${escapeRegExp(name)}["'\`]`).test(text);
let leaks = 0;
for (const brand of brands) {
  const { js, css } = filesFor([entryKey, `../../brands/${brand}/src/index.tsx`, ...TRACKING_PAGE, ...SEARCH_PAGE]);
  const text = [...js, ...css].map((file) => readFileSync(join(clientDir, file), "utf8")).join("\n");
  const leaked = others(brand).filter((other) => {
    const name = displayNameOf(other);
    return (
      js.includes(manifest[`../../brands/${other}/src/index.tsx`]?.file) ||
      (name !== undefined && namedIn(text, name)) ||
      text.includes(`data-brand=${other}]`) ||
      text.includes(`data-brand="${other}"]`)
    );
  });
  leaks += leaked.length;
  console.log(`${brand}: other brands' code in its page's files: ${leaked.length === 0 ? "none" : leaked.join(", ")}`);
}
// Each screen's catalog split (packages/i18n) must leave no text of the page out: every message
// id the page's scripts name (its deferred parts' too) is in the catalog it loads. The client
// build shortens Lingui's six-character ids to one or two (tooling/vite/short-message-ids.js).
const MESSAGE_ID = /\bid:\s*[`"']([A-Za-z0-9+/_-]{1,6})[`"']/g;
const CATALOG_ID = /"([A-Za-z0-9+/_-]{1,6})":\[/g;
const idsIn = (key) => new Set([...readFileSync(join(clientDir, manifest[key].file), "utf8").matchAll(CATALOG_ID)].map((m) => m[1]));
// Only names that are message ids somewhere (a component's other `id:` props are not).
const knownIds = new Set(
  Object.keys(manifest)
    .filter((key) => /locales\/en\/[^/]+\.po$/.test(key))
    .flatMap((key) => [...idsIn(key)]),
);
const inCatalog = idsIn("../../packages/i18n/locales/en/messages.po");
let missingTexts = 0;
for (const brand of brands) {
  const deferred = [
    ...SHIPMENT_DEFERRED,
    SEARCH_DEFERRED,
    "src/screens/rating/RatingForm.tsx",
    "src/screens/tracking/LabelDownload.tsx",
    "src/screens/tracking/OrderShipments.tsx",
    "src/screens/tracking/notify/NotifyOptInForm.tsx",
  ].filter((key) => manifest[key]);
  const { js } = filesFor([entryKey, `../../brands/${brand}/src/index.tsx`, ...TRACKING_PAGE, ...SEARCH_PAGE, ...deferred]);
  const named = new Set(
    js.flatMap((file) => [...readFileSync(join(clientDir, file), "utf8").matchAll(MESSAGE_ID)].map((m) => m[1])).filter((id) => knownIds.has(id)),
  );
  const missing = [...named].filter((id) => !inCatalog.has(id));
  missingTexts += missing.length;
  console.log(`${brand}: texts its tracking page names but its catalog lacks: ${missing.length === 0 ? "none" : missing.join(", ")} (${named.size} named)`);
}
if (leaks > 0 || missingTexts > 0) process.exitCode = 1;
