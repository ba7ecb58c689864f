import { describe, expect, test, vi } from "vitest";
import { apiFail, apiOk, type ShippingLabelResult } from "@portal/core/api";
import { createShippingLabelCheck } from "./shipping-label-check.ts";

const NOW = Date.parse("2026-11-21T10:00:00Z");
const signal = new AbortController().signal;
const answering = (result: ShippingLabelResult) => ({ getShippingLabel: vi.fn(async () => apiOk(result)) });

describe("shipping label call", () => {
  test("asks for the waybill with the link's security key; pending polls until the label is due", async () => {
    const api = answering({ status: "pending", url: null, ready_at: "2026-11-21T10:00:04Z" });
    expect(await createShippingLabelCheck(api, { waybill: "DEMO-1", securityKey: "K1" }, () => NOW)(signal)).toEqual({ status: "pending", retryAfterMs: 4000 });
    expect(api.getShippingLabel).toHaveBeenCalledWith({ waybill: "DEMO-1", security_key: "K1" });
  });

  test("the polling hint stays between 1 and 30 seconds, and is left out without a time", async () => {
    const hint = async (readyAt: string | null) => {
      const check = await createShippingLabelCheck(answering({ status: "pending", url: null, ready_at: readyAt }), { waybill: "W" }, () => NOW)(signal);
      return check.status === "pending" ? check.retryAfterMs : "not pending";
    };
    expect(await hint("2026-11-21T09:59:00Z")).toBe(1000);
    expect(await hint("2026-11-21T10:05:00Z")).toBe(30000);
    expect(await hint(null)).toBeUndefined();
  });

  test("ready with a link, else failed", async () => {
    const check = (result: ShippingLabelResult) => createShippingLabelCheck(answering(result), { waybill: "W" })(signal);
    expect(await check({ status: "ready", url: "/f.pdf", ready_at: null })).toEqual({ status: "ready", url: "/f.pdf" });
    expect(await check({ status: "ready", url: null, ready_at: null })).toEqual({ status: "failed" });
    expect(await check({ status: "failed", url: null, ready_at: null })).toEqual({ status: "failed" });
  });

  test("a refusal or a lost network is a failure", async () => {
    const refused = { getShippingLabel: vi.fn(async () => apiFail({ kind: "api", status: 403, message: "Open the link we sent you." })) };
    expect(await createShippingLabelCheck(refused, { waybill: "W" })(signal)).toEqual({ status: "failed", message: "Open the link we sent you." });
    const offline = { getShippingLabel: vi.fn(async () => apiFail({ kind: "network", message: "Failed to fetch" })) };
    expect((await createShippingLabelCheck(offline, { waybill: "W" })(signal)).status).toBe("failed");
  });
});
