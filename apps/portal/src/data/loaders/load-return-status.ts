import { returnStatusQueryOf, type ReturnStatusResult } from "@portal/core/api";
import type { ScreenLoad } from "../screen-load.ts";
import type { ScreenLoaderInput } from "./loader-input.ts";

export type ReturnStatusLoad = ScreenLoad<{ result: ReturnStatusResult }>;

/**
 * `/returns/status` and `/return-exchange/status`: one return request, by the return id or
 * the pickup waybill of the link. On the server the source carries the shopper's return
 * login (the cookie), as the API reads it; 404 is the API's "no such request for you".
 */
export async function loadReturnStatus({ search, source, brandSubdomain }: ScreenLoaderInput): Promise<ReturnStatusLoad> {
  const query = returnStatusQueryOf(search, brandSubdomain);
  if (query === undefined) return { status: "no-link" };
  const answer = await source.getReturnStatus(query);
  if (answer.ok) return { status: "ready", result: answer.data };
  return answer.error.status === 404 ? { status: "not-found" } : { status: "failed" };
}
