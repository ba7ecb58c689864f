import * as v from "valibot";
import { AnyEnvelopeSchema, ReturnStatusResultSchema, apiPath, type ReturnStatusQuery } from "@portal/core/api";
import type { PortalInitialState } from "@portal/portal/ssr";

/** The API app answering a Request in-process (same Host, same rules as over HTTP). */
export type InProcessFetch = (request: Request) => Promise<Response>;

type ReturnStatusLoad = NonNullable<PortalInitialState["returnStatus"]>;

/**
 * Asks the API for a status page's return request exactly as the browser would: same route,
 * Host and cookies (the login token is one), so access rules and masking are the API's.
 */
export async function fetchReturnStatusAnswer(
  api: InProcessFetch,
  origin: string,
  headers: { host: string; cookie?: string | undefined; forwardedFor?: string | undefined },
  query: ReturnStatusQuery,
): Promise<ReturnStatusLoad> {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) search.set(name, value);
  const sent: Record<string, string> = { host: headers.host };
  if (headers.cookie) sent["cookie"] = headers.cookie;
  // Behind a trusted proxy the rate limit reads the shopper from X-Forwarded-For.
  if (headers.forwardedFor) sent["x-forwarded-for"] = headers.forwardedFor;
  const response = await api(new Request(`${origin}${apiPath("returnStatus")}?${search}`, { headers: sent }));
  const body: unknown = await response.json().catch(() => undefined);
  const envelope = v.safeParse(AnyEnvelopeSchema, body);
  if (!envelope.success) return { kind: "failure", status: response.status, message: response.statusText };
  if (!envelope.output.meta.success) {
    return { kind: "failure", status: envelope.output.meta.status ?? response.status, message: envelope.output.meta.message ?? "" };
  }
  const result = v.safeParse(ReturnStatusResultSchema, envelope.output.result);
  return result.success ? { kind: "result", result: result.output } : { kind: "failure", status: 502, message: "The return status had an unexpected shape." };
}
