import { describe, expect, test } from "vitest";
import { returnStatusViewOf } from "./return-status-view.ts";
import { statusAnswer } from "../testing/status-answers.ts";

describe("the status page's timeline, one row per case of product rules §4", () => {
  test.each<[string, string, number | null, string[], string]>([
    ["placed", "PLACED", null, ["placed", "accepted", "picked-up", "reached-warehouse"], "placed"],
    ["approved", "APPROVED", null, ["placed", "approved", "accepted", "picked-up", "reached-warehouse"], "approved"],
    ["picked up", "PLACED", 4, ["placed", "accepted", "picked-up", "reached-warehouse"], "picked-up"],
    ["reached warehouse", "APPROVED", 8, ["placed", "approved", "accepted", "picked-up", "reached-warehouse"], "reached-warehouse"],
    ["rejected", "REJECTED", null, ["placed", "rejected"], "rejected"],
    ["cancelled (10)", "PLACED", 10, ["placed", "cancelled"], "cancelled"],
    ["expired (23)", "PLACED", 23, ["placed", "cancelled"], "cancelled"],
  ])("%s", (_name, status, code, keys, current) => {
    const view = returnStatusViewOf(statusAnswer({ metadata: { status }, status_code: code }));
    expect(view.timeline.steps.map((s) => s.key)).toEqual(keys);
    expect(view.timeline.steps[view.timeline.currentIndex]?.key).toBe(current);
    expect(view.timeline.steps[0]?.at?.toISOString()).toBe("2026-11-20T10:00:00.000Z");
  });
});

describe("the rest of the page", () => {
  test("a pickup: name, address lines, date; the AWB's label through the label job", () => {
    const view = returnStatusViewOf(statusAnswer({ status_code: 25, awb: "RVP-1", courier_partner: "Delhivery" }));
    expect(view.pickup).toEqual({
      kind: "pickup",
      name: "Asha Rao",
      lines: ["12 MG Road, Indiranagar", "Bengaluru, Karnataka, 560038"],
      country: "IN",
      date: "2026-11-22",
    });
    expect(view.label).toEqual({ kind: "waybill", waybill: "RVP-1" });
    expect(view.courier).toBe("Delhivery");
    expect(view.kind).toBe("return");
  });

  test("self-ship with the brand's label file", () => {
    const view = returnStatusViewOf(
      statusAnswer({
        metadata: { self_shipped: true, shipping_label_url: "https://x.example/l.pdf", address: "", city: "", state: "", pincode: "", country: "", name: "" },
      }),
    );
    expect(view.pickup).toEqual({ kind: "self-ship" });
    expect(view.label).toEqual({ kind: "file", url: "https://x.example/l.pdf" });
    expect(view.timeline.steps[1]?.label.message).toBe("Confirmed");
  });

  test("a cancelled pickup offers no label; no pickup yet neither", () => {
    expect(returnStatusViewOf(statusAnswer({ status_code: 10, awb: "RVP-1" })).label).toEqual({ kind: "none" });
    expect(returnStatusViewOf(statusAnswer()).label).toEqual({ kind: "none" });
  });

  test("a rejection shows its reason; otherwise the remark", () => {
    expect(returnStatusViewOf(statusAnswer({ metadata: { status: "REJECTED" }, rejection_reason: "Used", remark: "x" })).note).toEqual({
      kind: "rejection",
      text: "Used",
      lang: "en",
    });
    expect(returnStatusViewOf(statusAnswer({ metadata: { status: "APPROVED" }, remark: "Photo checked" })).note).toEqual({
      kind: "remark",
      text: "Photo checked",
      lang: "en",
    });
    // A brand's text in another script is not marked English.
    expect(returnStatusViewOf(statusAnswer({ metadata: { status: "REJECTED" }, rejection_reason: "مستعمل" })).note?.lang).toBeUndefined();
    expect(returnStatusViewOf(statusAnswer()).note).toBeNull();
  });

  test("a return's refund: core's summary of the stored answer, and the day it was asked for", () => {
    const view = returnStatusViewOf(
      statusAnswer({
        created_at: "2026-11-20T10:00:00Z",
        refund: { mode: "bank-account", bank_name: "HDFC Bank", account_number: "****6789", upi_id: "", refund_as_money: 900, refund_as_credit: 100 },
      }),
    );
    expect(view.refund?.summary.parts.map((p) => [p.to, p.amount])).toEqual([
      ["bank", 900],
      ["store-credit", 100],
    ]);
    expect(view.refund?.summary.total).toBe(1000);
    expect(view.refund?.requestedAt).toBe("2026-11-20T10:00:00Z");
    expect(returnStatusViewOf(statusAnswer()).refund).toBeNull();
  });

  test("an exchange carries the new item beside the returned one", () => {
    const view = returnStatusViewOf(
      statusAnswer({ kind: "exchange", exchange_item: { description: "Linen shirt — L", quantity: 1, price: 1499, sku: "SKU-1", image: "", url: "" } }),
    );
    expect(view.kind).toBe("exchange");
    expect(view.items.map((i) => i.description)).toEqual(["Linen shirt"]);
    expect(view.exchangeItem?.description).toBe("Linen shirt — L");
  });
});
