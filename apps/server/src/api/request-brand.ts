import type { Context } from "hono";
import type { Brand } from "@portal/db/repositories/records";
import { brandForHost } from "../http/brand-for-host.ts";
import type { ApiDeps } from "./api-deps.ts";

/**
 * The brand an API request is for, read from its Host header exactly as pages read it.
 * Undefined when the host names no brand or an unknown one: callers answer "not found".
 */
export function resolveApiBrand(c: Context, deps: Pick<ApiDeps, "db" | "env">): Promise<Brand | undefined> {
  return brandForHost(deps, c.req.header("host"));
}
