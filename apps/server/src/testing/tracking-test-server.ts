import type { Logger } from "../log/logger.ts";
import type { TestDatabase } from "@portal/db/testing";
import { createTrackingApi } from "../api/tracking/tracking-api.ts";
import { useAreaTestServer, type AreaTestServer } from "./area-test-server.ts";

export { TEST_BASE_DOMAIN, hostOf } from "./area-test-server.ts";

export type TrackingTestServer = AreaTestServer;

export interface TrackingTestServerOptions {
  now: Date;
  /** Settings besides the base domain; default: rate limit off, logs silent. */
  env?: Record<string, string>;
  log?: Logger;
}

/** The tracking API on a free port for the calling describe block (see useAreaTestServer). */
export function useTrackingTestServer(database: TestDatabase, { now, ...options }: TrackingTestServerOptions): TrackingTestServer {
  return useAreaTestServer(database, { ...options, now: () => now }, createTrackingApi);
}
