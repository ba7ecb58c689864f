import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { isWithinDays } from "../dates/instant.ts";
import { forwardStageOfCode } from "../status/forward-stage.ts";
import type { OrderShipmentLike } from "./order-button.ts";

/**
 * Days after delivery during which the portal offers a return or an exchange where the shopper
 * looks (the delivered tracking page, My Orders), unless the brand's theme sets its own
 * `config.return_window_days`. The brand's systems still decide on each request.
 */
export const DEFAULT_RETURN_WINDOW_DAYS = 15;

/** The two ways back: a return (refund) or an exchange (another size or colour). */
export const RETURN_ENTRY_KINDS = ["return", "exchange"] as const;
export type ReturnEntryKind = (typeof RETURN_ENTRY_KINDS)[number];

export const RETURN_ENTRY_LABEL = {
  return: msg`Return items`,
  exchange: msg`Exchange items`,
} as const satisfies Record<ReturnEntryKind, MessageDescriptor>;

const ENTRY_PATH = { return: "/returns", exchange: "/return-exchange" } as const satisfies Record<ReturnEntryKind, string>;

const wholeDays = (days: unknown): days is number => typeof days === "number" && Number.isInteger(days) && days >= 0;

/**
 * How long after delivery the entries show: the window of the brand's return policy when it sets
 * one (the server refuses requests after it: returns/policy), else the theme's own whole number of
 * days (0 turns the entries off), else the default.
 */
export function entryWindowDaysOf(
  config: { return_window_days?: number | undefined; return_policy?: { window_days?: number | undefined } | undefined } | undefined,
): number {
  const policyDays = config?.return_policy?.window_days;
  if (wholeDays(policyDays)) return policyDays;
  const days = config?.return_window_days;
  return wholeDays(days) ? days : DEFAULT_RETURN_WINDOW_DAYS;
}

/** A delivery (not a return pickup) delivered within the window. */
export function isReturnWindowOpen(shipment: OrderShipmentLike, now: Date, windowDays: number): boolean {
  const status = shipment.latest_status;
  if (shipment.is_rvp || !status || windowDays <= 0) return false;
  return forwardStageOfCode(status.code) === "delivered" && isWithinDays(status.timestamp, now, windowDays);
}

/**
 * Where an entry leads: with the shipment's waybill and security key it is a return URL that
 * opens the order at once (product rules §2); without a key, the flow's lookup form or the
 * return login asks for the order's proof.
 */
export function returnEntryHref(
  routePrefix: string,
  kind: ReturnEntryKind,
  link: { waybill?: string | undefined; securityKey?: string | undefined } = {},
): string {
  const path = `${routePrefix}${ENTRY_PATH[kind]}`;
  if (!link.waybill || !link.securityKey) return path;
  return `${path}?${new URLSearchParams({ waybill: link.waybill, security_key: link.securityKey })}`;
}
