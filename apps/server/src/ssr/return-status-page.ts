import { returnStatusQueryOf } from "@portal/core/api";
import type { PortalInitialState } from "@portal/portal/ssr";
import { fetchReturnStatusAnswer } from "./return-status-answer.ts";
import type { InProcessFetch } from "./return-status-answer.ts";

/** The screens whose first HTML carries their return request. */
const STATUS_SCREENS: ReadonlySet<PortalInitialState["page"]["screen"]> = new Set(["returns-status", "exchange-status"]);

/** The status page's request for the first HTML, or undefined for other screens and for URLs naming none. */
export async function returnStatusForPage(
  api: InProcessFetch,
  request: Request,
  url: URL,
  screen: PortalInitialState["page"]["screen"],
  subdomain: string,
): Promise<PortalInitialState["returnStatus"]> {
  if (!STATUS_SCREENS.has(screen)) return undefined;
  const query = returnStatusQueryOf(url.searchParams, subdomain);
  if (query === undefined) return undefined;
  return fetchReturnStatusAnswer(
    api,
    url.origin,
    { host: request.headers.get("host") ?? url.host, cookie: request.headers.get("cookie") ?? undefined, forwardedFor: request.headers.get("x-forwarded-for") ?? undefined },
    query,
  );
}
