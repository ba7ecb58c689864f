import type { RouteMatch } from "@portal/core/routes";

/**
 * The home search without JavaScript: its one box is named `waybill` as rendered, and the
 * "Order ID/No" choice is sent beside it as `search_by=order_id` (the script renames the box
 * instead). For that choice the tracking page answers 303 to the same page asked by order id, so
 * the order search works before, or without, the page's script.
 */
export function searchByRedirect(url: URL, match: RouteMatch | null): Response | undefined {
  // A waybill search is answered at once: a round trip less on a slow network, and the extra
  // parameter changes nothing on the page.
  if (match?.screen !== "home" || url.searchParams.get("search_by") !== "order_id") return undefined;
  const query = new URLSearchParams(url.search);
  const by = query.get("search_by");
  query.delete("search_by");
  const typed = query.get("waybill");
  if (by === "order_id" && typed !== null && !query.has("order_id")) {
    query.delete("waybill");
    query.set("order_id", typed);
  }
  const search = query.toString();
  return new Response(null, { status: 303, headers: { location: `${url.pathname}${search ? `?${search}` : ""}`, "cache-control": "no-store" } });
}
