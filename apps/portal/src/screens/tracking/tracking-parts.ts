import { screenPart } from "../screen-part.tsx";

/**
 * The tracking page's piece that only some answers show: an order's list of shipments (an
 * order link with several). Its own chunk, which the route loader loads with the answer that
 * shows it (screens/screen-parts.ts dataPartsOf), so a shipment's page, the one most links
 * open, does not download it.
 */
export const TRACKING_PARTS = {
  order: screenPart("src/screens/tracking/OrderShipments.tsx", () => import("./OrderShipments.tsx").then((m) => m.OrderShipments)),
} as const;
