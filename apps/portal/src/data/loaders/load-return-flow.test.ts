import { describe, expect, test, vi } from "vitest";
import { apiFail, apiOk, type ReturnOrder, type ReturnReasonsResult } from "@portal/core/api";
import { fakeApi } from "../../testing/portal-fixture.tsx";
import { loadReturnFlow } from "./load-return-flow.ts";
import type { ScreenLoaderInput } from "./loader-input.ts";

const order = {
  order_id: "DS-240114",
  item_info: [{ id: 11 }, { id: 12 }],
} as unknown as ReturnOrder;
const reasons: ReturnReasonsResult = {
  return_reasons: [{ id: 1, name: "Size or fit issue", translations: {}, active: true, imageRequired: false, imageQuantity: 0 }],
  returnReasonsWithSubReason: [],
  exchangeInstructions: "Pick another size.",
  exchangeInstructionsTranslations: { hi: "दूसरा साइज़ चुनें।" },
};

function input(
  overrides: Partial<Parameters<typeof fakeApi>[0]> = {},
  params: Record<string, string> = { order_id: "DS-240114", mobile: "9829066778" },
  returnAuthorizationId?: number,
) {
  const source = fakeApi({
    getReturnOrder: vi.fn(async () => apiOk(order)),
    getReturnReasons: vi.fn(async () => apiOk(reasons)),
    getVariants: vi.fn(async ({ itemInfoId }) =>
      itemInfoId === "11" ? apiOk({ dataList: [{ id: "v1", title: "M", inventory_quantity: 2 }] }) : apiFail({ kind: "api", status: 404, message: "" }),
    ),
    ...overrides,
  });
  const loaderInput: ScreenLoaderInput = {
    path: "/returns",
    params,
    search: new URLSearchParams(params),
    source,
    brandEnterprise: "demo",
    brandSubdomain: "demo",
    returnAuthorizationId,
    now: () => new Date(0),
  };
  return { loaderInput, source };
}

describe("the return flow's loader", () => {
  test("a return-order URL: the order, the brand's active reasons, and no variants for a return", async () => {
    const { loaderInput, source } = input();
    const load = await loadReturnFlow("return", loaderInput);
    expect(load).toMatchObject({
      status: "ready",
      flow: { kind: "return", order, exchangeInstructions: "Pick another size.", exchangeInstructionsTranslations: { hi: "दूसरा साइज़ चुनें।" }, variants: {} },
    });
    expect(source.getReturnOrder).toHaveBeenCalledWith({ domain: "demo", reference_number: "DS-240114", phone_number: "9829066778" });
    expect(source.getVariants).not.toHaveBeenCalled();
  });

  test("return_authorization_id 5 sends the link's order id as order_id", async () => {
    const { loaderInput, source } = input({}, undefined, 5);
    await loadReturnFlow("return", loaderInput);
    expect(source.getReturnOrder).toHaveBeenCalledWith({ domain: "demo", order_id: "DS-240114", phone_number: "9829066778" });
  });

  test("an exchange: each item's variants by item id, as plain JSON; an item without any gets none", async () => {
    const { loaderInput } = input();
    const load = await loadReturnFlow("exchange", loaderInput);
    if (load.status !== "ready") throw new Error(load.status);
    expect(JSON.parse(JSON.stringify(load.flow))).toEqual(load.flow);
    expect(load.flow.variants).toEqual({ 11: [{ id: "v1", title: "M", inventory_quantity: 2 }], 12: [] });
  });

  test("a link that is no return-order URL: no-link (the screen's lookup form), nothing asked", async () => {
    const { loaderInput, source } = input({}, { order_id: "DS-240114" });
    expect(await loadReturnFlow("return", loaderInput)).toEqual({ status: "no-link" });
    expect(source.getReturnOrder).not.toHaveBeenCalled();
  });

  test("no link but a return login: the login's own order (login=1), not the lookup form again (issue 33 item 8)", async () => {
    const { loaderInput, source } = input({}, {});
    const load = await loadReturnFlow("return", { ...loaderInput, returnSession: true });
    expect(load).toMatchObject({ status: "ready", flow: { order } });
    expect(source.getReturnOrder).toHaveBeenCalledWith({ domain: "demo", login: "1" });
  });

  test("no link and a login that has ended: the lookup form", async () => {
    const { loaderInput } = input({ getReturnOrder: async () => apiFail({ kind: "api", status: 401, message: "Your session has ended." }) }, {});
    expect(await loadReturnFlow("return", { ...loaderInput, returnSession: true })).toEqual({ status: "no-link" });
  });

  test.each([400, 401, 404])("return-info's %i: not found", async (status) => {
    const { loaderInput } = input({
      getReturnOrder: async () => apiFail({ kind: "api", status, message: "We could not find a returnable order with these details." }),
    });
    expect(await loadReturnFlow("return", loaderInput)).toEqual({ status: "not-found" });
  });

  test.each([
    ["return-info fails", { getReturnOrder: async () => apiFail({ kind: "http", status: 500, message: "" }) }],
    ["return-info has no answer", { getReturnOrder: async () => apiFail({ kind: "network", message: "offline" }) }],
    ["the reasons fail", { getReturnReasons: async () => apiFail({ kind: "api", status: 404, message: "" }) }],
  ] as const)("%s: failed (Try again)", async (_name, overrides) => {
    const { loaderInput } = input(overrides);
    expect(await loadReturnFlow("return", loaderInput)).toEqual({ status: "failed" });
  });
});
