import { describe, expect, test } from "vitest";
import { verifyPassword } from "../../auth/password-hash.ts";
import { findAdminUser } from "@portal/db/repositories/admin-users";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { DEMO_BRANDS } from "../demo-brands.ts";
import { seedDemo } from "../demo-seed.ts";
import { DEMO_ADMIN } from "./admin-seed.ts";

const NOW = new Date("2026-11-21T12:00:00.000Z");

describe.each(testDatabases)("admin demo seed on $label", (target) => {
  const database = useTestDatabase(target);

  test("gives every demo brand an admin with the documented password, once", async () => {
    await seedDemo(database.db, { now: NOW });
    const matches: Record<string, boolean> = {};
    for (const brand of DEMO_BRANDS) {
      const admin = await findAdminUser(database.db, brand.id, DEMO_ADMIN.username);
      matches[brand.subdomain] = admin !== undefined && (await verifyPassword(DEMO_ADMIN.password, admin.passwordHash));
    }
    expect(matches).toEqual(Object.fromEntries(DEMO_BRANDS.map((b) => [b.subdomain, true])));
    expect(Object.keys(matches)).toContain("demo");
    const before = await database.db.selectFrom("admin_users").selectAll().orderBy("id").execute();
    await seedDemo(database.db, { now: new Date(NOW.getTime() + 60_000) });
    expect(await database.db.selectFrom("admin_users").selectAll().orderBy("id").execute()).toEqual(before);
  });

  test("keeps a password changed since", async () => {
    const brandId = DEMO_BRANDS[0]!.id;
    await database.db.updateTable("admin_users").set({ password_hash: "changed" }).where("brand_id", "=", brandId).execute();
    await seedDemo(database.db, { now: NOW });
    expect((await findAdminUser(database.db, brandId, DEMO_ADMIN.username))?.passwordHash).toBe("changed");
  });
});
