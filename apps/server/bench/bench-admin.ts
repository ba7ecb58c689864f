import { Hono } from "hono";
import type { Kysely } from "kysely";
import { API_BASE_PATH } from "@portal/core/api";
import { saveAdminUser } from "@portal/db/repositories/admin-users";
import type { Database } from "@portal/db/schema";
import { createAdminApi } from "../src/api/admin/admin-api.ts";
import { hashPassword } from "../src/auth/password-hash.ts";
import type { ServerEnv } from "../src/env.ts";
import { createLogger } from "../src/log/logger.ts";

/**
 * What the admin-API benchmarks (ops, returns, insights) share: their command-line numbers,
 * the percentile they print, the bench brand with its admin, and an in-process admin API
 * (routing, session, validation, queries, JSON; no network) that the bench admin is logged in to.
 */

/** A positive whole number from `--name N`, or `fallback` when absent or not one. */
export function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : fallback;
}

/** The p-th percentile (nearest rank) of durations sorted ascending. */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** The host the bench brand is asked on. */
export const BENCH_HOST = "bench.portal.test";
const PASSWORD = "bench-password";

/** The bench brand (subdomain "bench") and its admin "bench", created at `now`. */
export async function insertBenchBrand(db: Kysely<Database>, brandId: string, now: Date): Promise<void> {
  await db
    .insertInto("brands")
    .values({
      id: brandId,
      subdomain: "bench",
      name: "Bench",
      brand_package: "default",
      enterprise: 0,
      security_check_enabled: 0,
      api_key_hash: null,
      created_at: now.toISOString(),
    })
    .execute();
  await saveAdminUser(db, { brandId, username: "bench", passwordHash: await hashPassword(PASSWORD) }, { now });
}

/** The admin API in-process with the clock at `now`, and a GET as the logged-in bench admin. */
export async function benchAdminGet(db: Kysely<Database>, env: ServerEnv, now: Date): Promise<(path: string) => Promise<Response>> {
  const app = new Hono().route(API_BASE_PATH, createAdminApi({ db, env, now: () => now, log: createLogger("silent") }));
  const login = await app.request("/api/v1/login", {
    method: "POST",
    headers: { host: BENCH_HOST, "content-type": "application/json" },
    body: JSON.stringify({ username: "bench", password: PASSWORD }),
  });
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  return async (path) => app.request(path, { headers: { host: BENCH_HOST, cookie } });
}
