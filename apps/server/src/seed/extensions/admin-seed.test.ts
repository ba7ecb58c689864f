import { describe, expect, test } from "vitest";
import { verifyPassword } from "../../auth/password-hash.ts";
import { listManagedBrands } from "@portal/db/repositories/admin-brands";
import { findAdminUser } from "@portal/db/repositories/admin-users";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { DEMO_BRANDS } from "../demo-brands.ts";
import { seedDemo } from "../demo-seed.ts";
import { DEMO_ADMIN, DEMO_CONSOLE_ADMINS } from "./admin-seed.ts";

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

  test("an admin of two brands and one of a single brand, seeded once", { timeout: 60_000 }, async () => {
    await seedDemo(database.db, { now: NOW });
    await seedDemo(database.db, { now: new Date(NOW.getTime() + 60_000) });
    const brandsOf = async (username: string) => {
      const user = await database.db.selectFrom("admin_users").select("id").where("username", "=", username).execute();
      expect(user).toHaveLength(1);
      return (await listManagedBrands(database.db, user[0]!.id)).map((b) => b.subdomain);
    };
    expect(DEMO_CONSOLE_ADMINS.map((a) => a.username)).toEqual(["ops-two-brands", "ops-one-brand"]);
    expect(await brandsOf("ops-two-brands")).toEqual(["demo", "kestrel"]);
    expect(await brandsOf("ops-one-brand")).toEqual(["demo"]);
  });
});
