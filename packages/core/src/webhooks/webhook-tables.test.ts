import { describe, expect, test } from "vitest";
import { forwardStageOfCode } from "../status/forward-stage.ts";
import { reverseStageOfCode } from "../status/reverse-stage.ts";
import { NDR_REASON } from "../ndr/ndr-reasons.ts";
import { AFTERSHIP_ATTEMPT_FAIL_REASON, AFTERSHIP_TAG_CODE, aftershipShipment } from "./aftership-webhook.ts";
import { CLICKPOST_NDR_REASON, CLICKPOST_STATUS_CODE, clickpostShipment } from "./clickpost-webhook.ts";
import { EASYPOST_STATUS_CODE, easypostShipment } from "./easypost-webhook.ts";
import { SHIPROCKET_NDR_REASON, SHIPROCKET_STATUS_CODE, shiprocketNdrReason, shiprocketShipment } from "./shiprocket-webhook.ts";
import { UNMAPPED_STATUS_CODE } from "./webhook-providers.ts";

const AT = "2026-11-20T08:40:00+05:30";
const isSpecCode = (code: number) => forwardStageOfCode(code) !== undefined || reverseStageOfCode(code) !== undefined;

describe("ClickPost", () => {
  test.each(Object.entries(CLICKPOST_STATUS_CODE))("status %s is the product rules' code %s", (status, code) => {
    expect(isSpecCode(code)).toBe(true);
    const shipment = clickpostShipment({ waybill: "W", clickpost_status_code: Number(status), timestamp: AT });
    expect(shipment.scans[0]?.code).toBe(code);
  });
  test.each(Object.entries(CLICKPOST_NDR_REASON))("NDR %s is reason %s on a failed scan", (ndr, reason) => {
    expect(NDR_REASON[reason]).toBeDefined();
    const shipment = clickpostShipment({ waybill: "W", clickpost_status_code: 9, timestamp: AT, additional: { ndr_status_code: Number(ndr) } });
    expect(shipment.scans[0]?.reason_code).toBe(reason);
  });
  test("an unknown status is kept with its text and counted", () => {
    const shipment = clickpostShipment({ waybill: "W", clickpost_status_code: 999, status: "Held at customs", timestamp: AT });
    expect(shipment).toMatchObject({ unmapped: 1, scans: [{ code: UNMAPPED_STATUS_CODE, status: "Held at customs" }] });
  });
});

describe("Shiprocket", () => {
  test.each(Object.entries(SHIPROCKET_STATUS_CODE))("status id %s is the product rules' code %s", (id, code) => {
    expect(isSpecCode(code)).toBe(true);
    const shipment = shiprocketShipment({ awb: "W", scans: [{ date: "2026-11-20 08:40:00", "sr-status": id }] });
    expect(shipment.scans[0]).toMatchObject({ code, timestamp: "2026-11-20T08:40:00+05:30" });
  });
  test.each(SHIPROCKET_NDR_REASON.map(([pattern, reason]) => [pattern.source, reason] as const))("undelivered %s is NDR %s", (source, reason) => {
    const sample = {
      "not available|unavailable": "Consignee Unavailable",
      "refus|reject": "Customer Refused",
      "future delivery|reschedul": "Customer requested future delivery",
      "not attempted": "Shipment not attempted",
      "unreachable|not reachable|phone": "Customer phone not reachable",
      address: "Address incomplete",
      "cash not ready|payment": "Cash not ready",
      "out of delivery area|oda": "Out of delivery area",
      "open delivery": "Customer wants open delivery",
      misrout: "Shipment misrouted",
    }[source];
    expect(sample).toBeDefined();
    expect(shiprocketNdrReason(sample ?? "")).toBe(reason);
    expect(shiprocketShipment({ awb: "W", scans: [{ date: "2026-11-20 08:40:00", "sr-status": 21, activity: sample }] }).scans[0]?.reason_code).toBe(reason);
  });
  test("an unknown status id is kept with its label and counted", () => {
    const shipment = shiprocketShipment({ awb: "W", scans: [{ date: "2026-11-20 08:40:00", "sr-status": 59, "sr-status-label": "BOX PACKING" }] });
    expect(shipment).toMatchObject({ unmapped: 1, scans: [{ code: UNMAPPED_STATUS_CODE, status: "BOX PACKING" }] });
  });
});

describe("AfterShip", () => {
  test.each(Object.entries(AFTERSHIP_TAG_CODE))("tag %s is code %s", (tag, code) => {
    const shipment = aftershipShipment({ event: "tracking_update", msg: { tracking_number: "W", checkpoints: [{ tag, checkpoint_time: AT }] } });
    expect(shipment.scans[0]?.code).toBe(code ?? UNMAPPED_STATUS_CODE);
    expect(code === null || isSpecCode(code)).toBe(true);
    expect(shipment.unmapped).toBe(code === null ? 1 : 0);
  });
  test.each(Object.entries(AFTERSHIP_ATTEMPT_FAIL_REASON))("subtag %s is NDR %s", (subtag, reason) => {
    const shipment = aftershipShipment({
      event: "tracking_update",
      msg: { tracking_number: "W", checkpoints: [{ tag: "AttemptFail", subtag, checkpoint_time: AT }] },
    });
    expect(shipment.scans[0]?.reason_code).toBe(reason);
  });
});

describe("EasyPost", () => {
  test.each(Object.entries(EASYPOST_STATUS_CODE))("status %s is code %s", (status, code) => {
    const shipment = easypostShipment({
      object: "Event",
      description: "tracker.updated",
      result: { tracking_code: "W", tracking_details: [{ status, datetime: "2026-11-20T03:10:00Z" }] },
    });
    expect(shipment.scans[0]?.code).toBe(code ?? UNMAPPED_STATUS_CODE);
    expect(code === null || isSpecCode(code)).toBe(true);
  });
});
