import { randomUUID } from "node:crypto";
import { hashPassword } from "../../auth/password-hash.ts";
import { DEMO_BRANDS } from "../demo-brands.ts";
import type { DemoSeedExtension } from "./index.ts";

/**
 * Every demo brand's admin, for trying the login and theme update (docs/data-import.md,
 * "Demo mode"). Demo mode only: a real deployment makes its admins with
 * `pnpm portal admin-user`.
 */
export const DEMO_ADMIN = { username: "admin", password: "portal-demo-admin" } as const;

/**
 * Demo data of the admin area. Idempotent: runs on every demo start. An admin is added only
 * when missing, so a password changed since (admin-user command) is kept.
 */
export const adminDemoSeed: DemoSeedExtension = async (trx, { now }) => {
  const brandIds = DEMO_BRANDS.map((b) => b.id);
  const [brands, existing] = await Promise.all([
    trx.selectFrom("brands").select("id").where("id", "in", brandIds).execute(),
    trx.selectFrom("admin_users").select("brand_id").where("brand_id", "in", brandIds).where("username", "=", DEMO_ADMIN.username).execute(),
  ]);
  const done = new Set(existing.map((row) => row.brand_id));
  for (const { id } of brands) {
    if (done.has(id)) continue;
    await trx
      .insertInto("admin_users")
      .values({
        id: randomUUID(),
        brand_id: id,
        username: DEMO_ADMIN.username,
        password_hash: await hashPassword(DEMO_ADMIN.password),
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .onConflict((oc) => oc.columns(["brand_id", "username"]).doNothing())
      .execute();
  }
};
