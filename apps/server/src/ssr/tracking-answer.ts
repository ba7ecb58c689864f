import * as v from "valibot";
import { AnyEnvelopeSchema, TrackOrderResultSchema, apiPath } from "@portal/core/api";
import type { LinkParams } from "@portal/core/routes";
import type { TrackingAnswer } from "@portal/portal/ssr";

/** Something that answers a Request in-process, such as the API's Hono app. */
export type InProcessFetch = (request: Request) => Response | Promise<Response>;

/**
 * Asks the API for the page's shipment exactly as the browser would (same route, same Host,
 * same validation, masking and brand isolation), without a network hop.
 */
export async function fetchTrackingAnswer(
  api: InProcessFetch,
  origin: string,
  host: string,
  params: LinkParams,
  forwardedFor?: string,
): Promise<TrackingAnswer> {
  const query = new URLSearchParams();
  for (const key of ["waybill", "order_id", "cp_id", "security_key"] as const) {
    const value = params[key];
    if (value) query.set(key, value);
  }
  // Behind a trusted proxy the rate limit reads the shopper from X-Forwarded-For.
  const headers: Record<string, string> = forwardedFor ? { host, "x-forwarded-for": forwardedFor } : { host };
  const response = await api(new Request(`${origin}${apiPath("trackOrder")}?${query}`, { headers }));
  const body: unknown = await response.json().catch(() => undefined);
  const envelope = v.safeParse(AnyEnvelopeSchema, body);
  if (!envelope.success) return { kind: "failure", status: response.status, message: response.statusText };
  if (!envelope.output.meta.success) {
    return { kind: "failure", status: envelope.output.meta.status ?? response.status, message: envelope.output.meta.message ?? "" };
  }
  const result = v.safeParse(TrackOrderResultSchema, envelope.output.result);
  return result.success
    ? { kind: "result", result: result.output }
    : { kind: "failure", status: 502, message: "The tracking answer had an unexpected shape." };
}
