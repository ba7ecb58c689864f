import { describe, expect, test } from "vitest";
import type { ApiResult } from "@portal/core/api";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { brandForHost } from "../http/brand-for-host.ts";
import { returnSessionTokensFor } from "../api/returns/returns-deps.ts";
import { FIXTURE, NOW, insertReturnsFixture } from "../testing/returns-fixtures.ts";
import { TEST_BASE_DOMAIN, useReturnsTestServer } from "../testing/returns-test-server.ts";
import { pageDataSource, type PageSession } from "./page-data-source.ts";

function comparable(result: ApiResult<unknown>) {
  return result.ok
    ? { ok: true, data: JSON.parse(JSON.stringify(result.data)) as unknown }
    : { ok: false, status: result.error.status, message: result.error.message };
}

const { alpha, beta } = FIXTURE;

// The return and exchange pages' loader reads the order, the reasons and the variants from
// the domain functions; each answer must be the API's for the same host, query and login:
// the proof rules (a link without its key is not found), brand isolation and the 401 of an
// ended login alike.
describe.each(testDatabases)("return page data on $label", (target) => {
  const database = useTestDatabase(target, { setup: insertReturnsFixture });
  const server = useReturnsTestServer(database, { now: () => NOW });

  async function source(subdomain: string, session?: PageSession) {
    const brand = await brandForHost(server.deps, `${subdomain}.${TEST_BASE_DOMAIN}`);
    return pageDataSource({ ...server.deps, tokens: returnSessionTokensFor(server.deps.env) }, brand, session);
  }

  /** The API's answer over HTTP, in the client's shape (a token goes as the API reads a cookie's). */
  async function viaApi(subdomain: string, call: string, query: Record<string, string>, token?: string) {
    const res = await server.getJson(subdomain, `${call}?${new URLSearchParams(query)}`, token ? { authorization: `Bearer ${token}` } : {});
    const meta = res.body.meta as { success: boolean; message: string };
    return res.status === 200 && meta.success ? { ok: true, data: res.body.result as unknown } : { ok: false, status: res.status, message: meta.message };
  }

  test.each<[string, string, { domain: string } & Record<string, string>]>([
    ["a waybill and its key", "alpha", { domain: "alpha", waybill: alpha.waybill, key: alpha.key }],
    ["an order id and its phone", "alpha", { domain: "alpha", reference_number: alpha.order, phone_number: alpha.phone }],
    ["a waybill without its key on a brand that checks keys", "alpha", { domain: "alpha", waybill: alpha.waybill }],
    ["a wrong key", "alpha", { domain: "alpha", waybill: alpha.waybill, key: "not-the-key" }],
    ["another brand's link", "beta", { domain: "beta", waybill: alpha.waybill, key: alpha.key }],
    ["an unknown host", "nobody", { domain: "nobody", waybill: alpha.waybill, key: alpha.key }],
    ["no identifier", "alpha", { domain: "alpha", phone_number: alpha.phone }],
  ])("return-info, %s: the API's answer", async (_name, subdomain, query) => {
    const direct = comparable(await (await source(subdomain)).getReturnOrder(query));
    expect(direct).toEqual(await viaApi(subdomain, "return-info", query));
  });

  test("return-info with the shopper's login cookie: the order, as the API gives it for the same token", async () => {
    const login = await server.client("alpha").returnLogin({ domain: "alpha", reference_number: alpha.prepaidOrder, phone_number: alpha.phone });
    if (!login.ok) throw new Error(login.error.message);
    const token = login.data.sub_token;
    const query = { domain: "alpha", reference_number: alpha.prepaidOrder };
    const direct = comparable(await (await source("alpha", { returnLogin: undefined, returnToken: token })).getReturnOrder(query));
    expect(direct.ok).toBe(true);
    expect(direct).toEqual(await viaApi("alpha", "return-info", query, token));
    // Without it, the same link is not found; with an ended or forged one, the API's 401.
    expect(comparable(await (await source("alpha")).getReturnOrder(query))).toEqual(await viaApi("alpha", "return-info", query));
    const forged = comparable(await (await source("alpha", { returnLogin: undefined, returnToken: `${token}x` })).getReturnOrder(query));
    expect(forged).toMatchObject({ ok: false, status: 401 });
    expect(forged).toEqual(await viaApi("alpha", "return-info", query, `${token}x`));
  });

  test.each(["alpha", "beta", "nobody"])("return-reasons on %s: the API's answer", async (subdomain) => {
    const query = { domain: subdomain };
    expect(comparable(await (await source(subdomain)).getReturnReasons(query))).toEqual(await viaApi(subdomain, "return-reasons", query));
  });

  test.each<[string, string]>([
    ["alpha", "12"],
    ["beta", "11"],
    ["alpha", "x1"],
    ["nobody", "12"],
  ])("fetch-variants on %s, item %s: the API's answer", async (subdomain, itemInfoId) => {
    const query = { domain: subdomain, itemInfoId };
    expect(comparable(await (await source(subdomain)).getVariants(query))).toEqual(await viaApi(subdomain, "fetch-variants", query));
  });

  test("return_authorization_id 5: an order id with its phone, as the API opens it", async () => {
    const query = { domain: "beta", order_id: beta.order, phone_number: beta.phone };
    const direct = comparable(await (await source("beta")).getReturnOrder(query));
    expect(direct.ok).toBe(true);
    expect(direct).toEqual(await viaApi("beta", "return-info", query));
  });
});
