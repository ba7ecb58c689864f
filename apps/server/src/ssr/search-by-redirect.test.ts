import { describe, expect, test } from "vitest";
import { matchRoute } from "@portal/core/routes";
import { searchByRedirect } from "./search-by-redirect.ts";

const redirectOf = (href: string) => {
  const url = new URL(href, "http://demo.localhost");
  return searchByRedirect(url, matchRoute(url.pathname))?.headers.get("location");
};

describe("the home search without JavaScript", () => {
  test("the order choice turns the box's waybill into an order id, in the same language", () => {
    expect(redirectOf("/ar/tracking?search_by=order_id&waybill=DS-240116")).toBe("/ar/tracking?search_by=order_id&order_id=DS-240116");
    // The answer holds the choice (the view counts as a search) and no box: not redirected again.
    expect(redirectOf("/ar/tracking?search_by=order_id&order_id=DS-240116")).toBeUndefined();
  });

  test("links without the choice, and other pages, are left alone", () => {
    expect(redirectOf("/en/tracking?waybill=DEMO-1")).toBeUndefined();
    // The waybill choice is the box's own meaning: rendered at once, no round trip.
    expect(redirectOf("/en/tracking?search_by=waybill&waybill=DEMO-1")).toBeUndefined();
    expect(redirectOf("/en/update-contact?search_by=order_id&waybill=DEMO-1")).toBeUndefined();
  });
});
