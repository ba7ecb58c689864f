import { randomUUID } from "node:crypto";
import { hashPassword } from "../../auth/password-hash.ts";
import type { DemoSeedExtension } from "./index.ts";

export interface DemoConsoleAdmin {
  username: string;
  password: string;
  /** The brand the account belongs to (and whose host it logs in on). */
  brandId: string;
  /** Further brands it manages. */
  grants: readonly string[];
  /** What /__demo says about it. */
  description: string;
}

/**
 * The admin console's demo accounts, shown on /__demo. Both log in at
 * `http://demo.localhost:3000/admin/login` (the demo brand's host; the bare host serves it too).
 */
export const DEMO_CONSOLE_ADMINS: readonly DemoConsoleAdmin[] = [
  { username: "ops-two-brands", password: "portal-demo-ops", brandId: "brand-demo", grants: ["brand-kestrel"], description: "manages Demo Store and Kestrel" },
  { username: "ops-one-brand", password: "portal-demo-ops", brandId: "brand-demo", grants: [], description: "manages Demo Store only" },
];

/** Idempotent: an account is added only when missing (a password changed since is kept); grants are added when missing. */
export const adminConsoleDemoSeed: DemoSeedExtension = async (trx, { now }) => {
  const at = now.toISOString();
  const brandIds = new Set((await trx.selectFrom("brands").select("id").execute()).map((b) => b.id));
  // scrypt is slow on purpose: hash each demo password once per start, and only when needed.
  const hashes = new Map<string, Promise<string>>();
  const hashOf = (password: string) => {
    const known = hashes.get(password) ?? hashPassword(password);
    hashes.set(password, known);
    return known;
  };
  for (const admin of DEMO_CONSOLE_ADMINS) {
    if (!brandIds.has(admin.brandId)) continue;
    const existing = await trx
      .selectFrom("admin_users")
      .select("id")
      .where("brand_id", "=", admin.brandId)
      .where("username", "=", admin.username)
      .executeTakeFirst();
    const id = existing?.id ?? randomUUID();
    if (!existing) {
      await trx
        .insertInto("admin_users")
        .values({ id, brand_id: admin.brandId, username: admin.username, password_hash: await hashOf(admin.password), created_at: at, updated_at: at })
        .execute();
    }
    for (const brandId of admin.grants.filter((b) => brandIds.has(b))) {
      await trx
        .insertInto("admin_brand_grants")
        .values({ admin_user_id: id, brand_id: brandId, created_at: at })
        .onConflict((oc) => oc.columns(["admin_user_id", "brand_id"]).doNothing())
        .execute();
    }
  }
};
