import type { Kysely } from "kysely";
import { saveAdminUser } from "@portal/db/repositories/admin-users";
import { saveThemeForBrand } from "@portal/db/repositories/themes";
import type { Database } from "@portal/db/schema";
import { loadEnv, type ServerEnv } from "../env.ts";
import { createLogger } from "../log/logger.ts";
import type { ApiDeps } from "../api/api-deps.ts";
import { hashPassword } from "../auth/password-hash.ts";

export const BASE_DOMAIN = "portal.test";
export const ACME_HOST = `acme.${BASE_DOMAIN}`;
export const ZULU_HOST = `zulu.${BASE_DOMAIN}`;
export const ACME_ORIGIN = `http://${ACME_HOST}`;
export const ADMIN_PASSWORD = "correct horse battery staple";
export const NOW = new Date("2026-11-21T12:00:00.000Z");

/** Settings as the server would read them; rate limits off unless a test turns them on. */
export function testEnv(overrides: Record<string, string> = {}): ServerEnv {
  return loadEnv({ PORTAL_BASE_DOMAIN: BASE_DOMAIN, LOG_LEVEL: "silent", RATE_LIMIT_PER_MINUTE: "0", ...overrides }, []);
}

export function testDeps(db: Kysely<Database>, env: ServerEnv = testEnv(), now: () => Date = () => NOW): ApiDeps {
  return { db, env, now, log: createLogger("silent") };
}

/** Brands acme (with a theme and an admin) and zulu (with an admin, no theme). */
export async function insertAdminFixtures(db: Kysely<Database>): Promise<void> {
  const at = NOW.toISOString();
  for (const [id, subdomain, name] of [
    ["b-acme", "acme", "Acme"],
    ["b-zulu", "zulu", "Zulu Goods"],
  ] as const) {
    await db
      .insertInto("brands")
      .values({ id, subdomain, name, brand_package: "default", enterprise: 0, security_check_enabled: 0, api_key_hash: null, created_at: at })
      .execute();
  }
  await saveThemeForBrand(db, "b-acme", { name: "Acme", meta_data: { website: "https://acme.example" } }, { now: NOW });
  const passwordHash = await hashPassword(ADMIN_PASSWORD);
  await saveAdminUser(db, { brandId: "b-acme", username: "admin", passwordHash }, { now: NOW });
  await saveAdminUser(db, { brandId: "b-zulu", username: "admin", passwordHash }, { now: NOW });
}

/** `name=value` of a Set-Cookie header, for sending the cookie back. */
export function cookiePair(setCookie: string): string {
  return setCookie.split(";")[0] ?? "";
}
