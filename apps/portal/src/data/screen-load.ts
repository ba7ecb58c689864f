/**
 * What a screen's route loader found, shared by every screen that shows a shipment or an
 * order, so the not-found, failed and no-link states are written once (`ScreenLoadView`).
 * - no-link: the URL names nothing to look up;
 * - not-found: not shipped yet, a wrong number, another brand's or expired (core's rule);
 * - failed: no usable answer (offline, time-out, server error): the shopper may retry.
 */
export type ScreenLoad<TData> = { status: "no-link" } | { status: "not-found" } | { status: "failed" } | ({ status: "ready" } & TData);

export type ScreenLoadStatus = ScreenLoad<object>["status"];
