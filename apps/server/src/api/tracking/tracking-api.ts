import { Hono } from "hono";
import { API_ENDPOINTS, LIVE_TRACKING_PATH } from "@portal/core/api";
import { liveTrackingHandler } from "./live/live-tracking-route.ts";
import type { ApiDeps } from "../api-deps.ts";
import { rateLimit, shipmentTarget } from "../rate-limit.ts";
import { keyHolderOf } from "../security/target-holder.ts";
import { contactUpdateHandlers } from "./contact/contact-update-route.ts";
import { eddHandler } from "./edd/edd-route.ts";
import { notificationOptInHandler } from "./notify/notification-opt-in-route.ts";
import { feedHandlers } from "./feeds/feed-routes.ts";
import { opsFeedHandler } from "./feeds/ops-feed-route.ts";
import { courierRatingHandlers } from "./rating/courier-rating-route.ts";
import { surveyShortlinkHandler } from "./survey/survey-shortlink-route.ts";
import { trackOrderHandler } from "./track-order/track-order-route.ts";

const path = (call: keyof typeof API_ENDPOINTS) => `/${API_ENDPOINTS[call].path}`;

/** Not in core's contract yet (see contact/contact-update-schema.ts). */
export const CONTACT_UPDATE_PATH = "/contact-update";

/**
 * The /api/v1 calls of the tracking area (product rules §7). Mounted by ../api-router.ts.
 * Every call looks a shipment up by an identifier a stranger could guess, so every call is
 * rate-limited per client and per waybill or order; lookups and writes count in separate buckets.
 */
export function createTrackingApi(deps: ApiDeps): Hono {
  const api = new Hono();
  // The link's key holder keeps a count of its own once strangers spend the waybill's.
  const lookups = rateLimit(deps, "tracking-lookup", { target: shipmentTarget, holder: keyHolderOf(deps) });
  const writes = rateLimit(deps, "tracking-write", { target: shipmentTarget, holder: keyHolderOf(deps) });

  api.get(path("trackOrder"), lookups, trackOrderHandler(deps));
  api.get(path("edd"), lookups, eddHandler(deps));
  if (deps.shipmentChanges) api.get(`/${LIVE_TRACKING_PATH}`, lookups, liveTrackingHandler({ ...deps, shipmentChanges: deps.shipmentChanges }));

  const deliveryFeed = feedHandlers(deps, "delivery");
  api.get(path("getTrackingFeed"), lookups, deliveryFeed.read);
  api.post(path("createTrackingFeed"), writes, deliveryFeed.create);
  api.put(path("updateTrackingFeed"), writes, deliveryFeed.update);
  api.get(path("opsFeed"), lookups, opsFeedHandler(deps, "delivery"));

  const pickupFeed = feedHandlers(deps, "pickup");
  api.get(path("getPickupFeed"), lookups, pickupFeed.read);
  api.post(path("createPickupFeed"), writes, pickupFeed.create);
  api.put(path("updatePickupFeed"), writes, pickupFeed.update);
  api.get(path("pickupOpsFeed"), lookups, opsFeedHandler(deps, "pickup"));

  const rating = courierRatingHandlers(deps);
  api.get(path("getCourierRating"), lookups, rating.read);
  api.post(path("saveCourierRating"), writes, rating.save);

  api.get(path("surveyShortlink"), lookups, surveyShortlinkHandler(deps));

  const contact = contactUpdateHandlers(deps);
  api.get(CONTACT_UPDATE_PATH, lookups, contact.read);
  api.post(CONTACT_UPDATE_PATH, writes, contact.save);

  api.post(path("notificationOptIn"), writes, notificationOptInHandler(deps));
  return api;
}
