import type { PortalApiClient } from "@portal/core/api";

/**
 * The reads a screen's route loader makes. In the browser they are calls to /api/v1 (core's
 * client); on the server the same functions answer from the domain logic directly, with
 * the same validation, masking and brand isolation, and no HTTP in between.
 */
export type PortalDataSource = Pick<
  PortalApiClient,
  "trackOrder" | "getEdd" | "getContactUpdate" | "getTrackingFeed" | "getPickupFeed" | "getReturnStatus" | "getReturnOrder" | "getReturnReasons" | "getVariants"
>;
