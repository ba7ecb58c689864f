import { describe, expect, test } from "vitest";
import type { ApiResult } from "@portal/core/api";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { brandForHost } from "../http/brand-for-host.ts";
import { returnSessionTokensFor } from "../api/returns/returns-deps.ts";
import { FIXTURE, FIXTURE_REQUEST, NOW, insertReturnsFixture } from "../testing/returns-fixtures.ts";
import { TEST_BASE_DOMAIN, useReturnsTestServer } from "../testing/returns-test-server.ts";
import { pageDataSource } from "./page-data-source.ts";

function comparable(result: ApiResult<unknown>) {
  return result.ok
    ? { ok: true, data: JSON.parse(JSON.stringify(result.data)) as unknown }
    : { ok: false, status: result.error.status, message: result.error.message };
}

// A status page's loader reads the return request with the request's session, as the API
// reads it from the same request's cookie: a waybill link opens only with the shopper's login.
describe.each(testDatabases)("status page data on $label", (target) => {
  const database = useTestDatabase(target, { setup: insertReturnsFixture });
  const server = useReturnsTestServer(database, { now: () => NOW });
  const query = { domain: "alpha", waybill: FIXTURE_REQUEST.awb };
  const pageDeps = () => ({ ...server.deps, tokens: returnSessionTokensFor(server.deps.env) });

  async function loginToken(): Promise<string> {
    const answer = await server.postJson("alpha", "return-login", {
      domain: "alpha",
      reference_number: FIXTURE.alpha.prepaidOrder,
      phone_number: FIXTURE.alpha.phone,
    });
    return String(answer.body.sub_token);
  }

  test("with the shopper's login: the request, as the API gives it for the same token", async () => {
    const token = await loginToken();
    const brand = await brandForHost(server.deps, `alpha.${TEST_BASE_DOMAIN}`);
    const returnLogin = returnSessionTokensFor(server.deps.env).verify(token, NOW);
    const direct = comparable(await pageDataSource(pageDeps(), brand, { returnLogin }).getReturnStatus(query));
    const viaApi = await server.getJson("alpha", `return-status?${new URLSearchParams(query)}`, { authorization: `Bearer ${token}` });
    expect(viaApi.status).toBe(200);
    expect(direct).toEqual({ ok: true, data: viaApi.body.result });
  });

  test("without a login: not found, as the API answers", async () => {
    const brand = await brandForHost(server.deps, `alpha.${TEST_BASE_DOMAIN}`);
    const direct = comparable(await pageDataSource(pageDeps(), brand).getReturnStatus(query));
    const viaApi = comparable(await server.client("alpha").getReturnStatus(query));
    expect(viaApi).toMatchObject({ ok: false, status: 404 });
    expect(direct).toEqual(viaApi);
  });
});
