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
  // Only the box's waybill is moved; `search_by` stays, so the page counts a search's view
  // (docs/insights.md), and the answer, holding no waybill, is not redirected again.
  const query = new URLSearchParams(url.search);
  const typed = query.get("waybill");
  if (match?.screen !== "home" || query.get("search_by") !== "order_id" || typed === null) return undefined;
  query.delete("waybill");
  if (!query.has("order_id")) query.set("order_id", typed);
  const search = query.toString();
  return new Response(null, { status: 303, headers: { location: `${url.pathname}${search ? `?${search}` : ""}`, "cache-control": "no-store" } });
}
