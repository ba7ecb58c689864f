// The portal's service worker (docs/performance.md, "Offline"): the last tracking page a shopper
// opened stays readable offline, with its scripts and styles, so a parcel's status can be read
// again on a train without signal. Each brand is its own origin, so each keeps its own copy.
// The server marks which pages may be kept (`X-Portal-Offline-Copy: keep`): tracking pages as
// served, so a key brand's page opened without its key holds nothing the shopper could not see.
const PAGE_CACHE = "portal-last-page-v1";
const ASSET_CACHE = "portal-assets-v1";
const KEEP_HEADER = "x-portal-offline-copy";

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") event.respondWith(pageFromNetworkOrCopy(request));
  // Hashed build files never change under one name: the kept copy is as good as the network's.
  else if (url.pathname.startsWith("/assets/")) event.respondWith(assetFromCopyOrNetwork(request));
});

async function pageFromNetworkOrCopy(request) {
  try {
    const response = await fetch(request);
    if (response.status === 200 && response.headers.get(KEEP_HEADER) === "keep") await keepPage(request.url, response.clone());
    return response;
  } catch (offline) {
    const kept = await (await caches.open(PAGE_CACHE)).match(request.url);
    if (!kept) throw offline;
    // The server wrote the "as of" note hidden into the page; a kept copy shows it.
    const html = (await kept.text()).replace("data-offline-note hidden", "data-offline-note");
    const headers = new Headers({ "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
    const policy = kept.headers.get("content-security-policy");
    if (policy) headers.set("content-security-policy", policy);
    return new Response(html, { status: 200, headers });
  }
}

/** One page only: a new tracking page replaces the last, and the files only the old one used go. */
async function keepPage(url, response) {
  const html = await response.clone().text();
  const pages = await caches.open(PAGE_CACHE);
  for (const old of await pages.keys()) await pages.delete(old);
  await pages.put(url, response);
  const used = new Set(html.match(/\/assets\/[^"'\s)]+/g) ?? []);
  const assets = await caches.open(ASSET_CACHE);
  for (const old of await assets.keys()) if (!used.has(new URL(old.url).pathname)) await assets.delete(old);
}

async function assetFromCopyOrNetwork(request) {
  const assets = await caches.open(ASSET_CACHE);
  const kept = await assets.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await assets.put(request, response.clone());
  return response;
}
