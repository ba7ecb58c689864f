import { Hono, type MiddlewareHandler } from "hono";
import { API_ENDPOINTS } from "@portal/core/api";
import type { ApiDeps } from "../api-deps.ts";
import { createReturnsDeps, type ReturnsOptions } from "./returns-deps.ts";
import { ifscRoute } from "./routes/ifsc-route.ts";
import { pincodeRoutes } from "./routes/pincode-routes.ts";
import { placeSearchRoute } from "./routes/place-search-route.ts";
import { returnInfoRoute } from "./routes/return-info-route.ts";
import { returnLoginRoute } from "./routes/return-login-route.ts";
import { returnReasonsRoute } from "./routes/return-reasons-route.ts";
import { returnRequestRoute } from "./routes/return-request-route.ts";
import { returnStatusRoute } from "./routes/return-status-route.ts";
import { returnLabelRoute } from "./routes/return-label-route.ts";
import { variantsRoute } from "./routes/variants-route.ts";

/** Every path this area answers, relative to /api/v1. */
export const RETURNS_API_PATHS = [
  API_ENDPOINTS.returnOrder.path,
  API_ENDPOINTS.returnLogin.path,
  API_ENDPOINTS.returnReasons.path,
  API_ENDPOINTS.returnRequest.path,
  API_ENDPOINTS.returnStatus.path,
  API_ENDPOINTS.variants.path,
  API_ENDPOINTS.pincodeServiceability.path,
  API_ENDPOINTS.pincodeCheck.path,
  API_ENDPOINTS.placeSearch.path,
  API_ENDPOINTS.ifscLookup.path,
] as const;

/** Orders, addresses and refunds are personal: no shared cache may keep these answers. */
const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.header("Cache-Control", "no-store");
};

/** The /api/v1 calls of the returns area (product rules §7). Mounted by ../api-router.ts. */
export function createReturnsApi(apiDeps: ApiDeps, options: ReturnsOptions = {}): Hono {
  const deps = createReturnsDeps(apiDeps, options);
  const app = new Hono();
  // Per path, not "*": this app is mounted at the API root beside the other areas.
  for (const path of RETURNS_API_PATHS) app.use(`/${path}`, noStore);
  for (const route of [
    returnInfoRoute,
    returnLoginRoute,
    returnReasonsRoute,
    returnRequestRoute,
    returnStatusRoute,
    returnLabelRoute,
    variantsRoute,
    pincodeRoutes,
    placeSearchRoute,
    ifscRoute,
  ]) {
    app.route("/", route(deps));
  }
  return app;
}
