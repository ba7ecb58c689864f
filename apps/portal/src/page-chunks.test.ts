// @vitest-environment node
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { catalogFile } from "@portal/i18n/catalogs";
import { ON_DEMAND_SOURCE } from "./on-demand/load-on-demand.ts";
import { pageChunkKeys } from "./page-chunks.ts";
import { HOME_PARTS } from "./screens/home/home-parts.ts";
import { NOT_FOUND_SOURCE } from "./screens/not-found/not-found-screen.ts";
import { TRACKING_PARTS } from "./screens/tracking/tracking-parts.ts";
import { orderOf, shipmentOf } from "./testing/tracking-answers.ts";
import { stateFor } from "./testing/render-portal-page.tsx";

const portalRoot = fileURLToPath(new URL("..", import.meta.url));

describe("the chunks a page preloads", () => {
  test("a tracking link preloads no screen chunk (the home screen is in the entry) and not the search form", () => {
    const keys = pageChunkKeys(stateFor("/tracking?waybill=W1"));
    expect(keys.filter((key) => key.startsWith("src/"))).toEqual([]);
    expect(keys).not.toContain(HOME_PARTS.search.source);
  });

  test("an order link's page preloads the order's list once its answer is an order, and a shipment's page does not", () => {
    const order = orderOf([shipmentOf("DEMO-A", [1, 4, 5], "Kurta"), shipmentOf("DEMO-B", [1, 4], "Scarf")]);
    const answered = (url: string, outcome: object) => ({
      ...stateFor(url),
      screenData: { href: url, data: { screen: "home", data: { kind: "tracking", outcome, edd: null } } },
    });
    expect(pageChunkKeys(answered("/tracking?order_id=DS-240131", { kind: "order", order }))).toContain(TRACKING_PARTS.order.source);
    expect(pageChunkKeys(answered("/tracking?order_id=DS-240131", { kind: "not-found" }))).not.toContain(TRACKING_PARTS.order.source);
    expect(pageChunkKeys(stateFor("/tracking?waybill=W1"))).not.toContain(TRACKING_PARTS.order.source);
  });

  test("the search page preloads the form", () => {
    const keys = pageChunkKeys(stateFor("/ar/"));
    expect(keys.filter((key) => key.startsWith("src/"))).toEqual([HOME_PARTS.search.source]);
  });

  test("a screen without parts preloads itself and the tables it loads through", () => {
    const keys = pageChunkKeys(stateFor("/pincode"));
    expect(keys.filter((key) => key.startsWith("src/"))).toEqual([ON_DEMAND_SOURCE, "src/screens/pincode/PincodeScreen.tsx"]);
  });

  test("a tracking link and the search page do not preload the tables of what loads on demand", () => {
    for (const url of ["/tracking?waybill=W1", "/ar/", "/ta/tracking?waybill=W1"]) expect(pageChunkKeys(stateFor(url))).not.toContain(ON_DEMAND_SOURCE);
  });

  test("a not-found page preloads the not-found screen, which no other page does", () => {
    // The server answers an unknown path or brand with this page state (entry-server.tsx).
    const search = stateFor("/");
    expect(pageChunkKeys({ ...search, page: { ...search.page, screen: "not-found" } })).toContain(NOT_FOUND_SOURCE);
    for (const url of ["/tracking?waybill=W1", "/ar/", "/pincode"]) expect(pageChunkKeys(stateFor(url))).not.toContain(NOT_FOUND_SOURCE);
  });

  test.each([ON_DEMAND_SOURCE, NOT_FOUND_SOURCE, "src/screens/pincode/PincodeScreen.tsx"])("%s names a module that exists (its manifest key)", (source) => {
    expect(existsSync(`${portalRoot}/${source}`)).toBe(true);
  });

  test("a tracking link and the search page preload no catalog: they carry the texts they use", () => {
    for (const url of ["/ta/tracking?waybill=W1", "/ar/"]) expect(pageChunkKeys(stateFor(url)).filter((key) => key.endsWith(".po"))).toEqual([]);
  });

  test("a form's page preloads its language's catalogs, the main one first", () => {
    expect(pageChunkKeys(stateFor("/ta/update-contact?waybill=W1")).filter((key) => key.endsWith(".po"))).toEqual([
      catalogFile("ta"),
      catalogFile("ta", "forms"),
    ]);
  });

  test.each(Object.entries({ ...HOME_PARTS, ...TRACKING_PARTS }))("the %s part names a module that exists (its manifest key)", (_, part) => {
    expect(existsSync(`${portalRoot}/${part.source}`)).toBe(true);
  });
});
