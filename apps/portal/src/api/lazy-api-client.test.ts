import { afterEach, describe, expect, test, vi } from "vitest";
import { createLazyApiClient } from "./lazy-api-client.ts";

afterEach(() => vi.unstubAllGlobals());

describe("lazy API client", () => {
  test("the first call loads core's client and goes to the page's origin with the same query", async () => {
    const fetch = vi.fn(async (request: Request) => {
      expect(request.url).toBe("http://demo.localhost:3000/api/v1/edd?waybill=W1");
      return new Response(JSON.stringify({ meta: { success: true, status: 200, message: "" }, result: { edd_ui: null } }), {
        headers: { "content-type": "application/json" },
      });
    });
    vi.stubGlobal("fetch", fetch);
    const api = createLazyApiClient("http://demo.localhost:3000");
    expect(await api.getEdd({ waybill: "W1" })).toEqual({ ok: true, data: { edd_ui: null } });
    expect(fetch).toHaveBeenCalledOnce();
  });
});
