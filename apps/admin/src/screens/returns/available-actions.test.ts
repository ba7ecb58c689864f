import { expect, test } from "vitest";
import { RETURN_TRANSITIONS, type ReturnStage } from "@portal/core/returns";
import { availableDeskActions } from "./available-actions.ts";

const at = (stage: ReturnStage, kind = "return", role: "manage" | "view" = "manage") =>
  availableDeskActions({ stage, kind, role, next_stages: [...RETURN_TRANSITIONS[stage]] });

test("each stage offers the actions its moves allow", () => {
  expect(at("placed")).toEqual(["approve", "reject", "cancel"]);
  expect(at("approved")).toEqual(["link-pickup", "receive", "cancel"]);
  expect(at("pickup_scheduled")).toEqual(["link-pickup", "cancel"]);
  expect(at("picked_up")).toEqual(["receive"]);
  expect(at("received")).toEqual(["inspect"]);
  expect(at("inspected")).toEqual(["inspect", "refund"]);
  expect(at("inspected", "exchange")).toEqual(["inspect", "refund", "exchange"]);
  expect(at("refunded")).toEqual([]);
});

test("the view role is offered nothing", () => {
  expect(at("placed", "return", "view")).toEqual([]);
});
