import { Hono } from "hono";
import { objectStoreFromEnv, uploadSigningSecret, type ObjectStore } from "../../storage/object-store-from-env.ts";
import type { ApiDeps } from "../api-deps.ts";
import { fileUploadRoute } from "./file-upload-route.ts";
import { shippingLabelRoute } from "./shipping-label-route.ts";
import { storedFileRoutes } from "./stored-file-routes.ts";
import { uploadReceiverRoute } from "./upload-receiver-route.ts";

/**
 * Pre-signed upload forms, the local upload receiver and file routes (only without an
 * S3-compatible store), and shipping labels. `store` defaults to the one the settings name;
 * its signing secret is `uploadSigningSecret`'s.
 */
export function createStorageApi(deps: ApiDeps, store: ObjectStore = objectStoreFromEnv(deps.env, uploadSigningSecret(deps.env))): Hono {
  const api = new Hono();
  api.route("/", fileUploadRoute(deps, store));
  api.route("/", shippingLabelRoute(deps, store));
  if (store.kind === "local") {
    api.route("/", uploadReceiverRoute(deps, store));
    api.route("/", storedFileRoutes(deps, store));
  }
  return api;
}
