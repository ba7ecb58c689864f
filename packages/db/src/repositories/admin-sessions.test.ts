import type { Kysely } from "kysely";
import { describe, expect, test } from "vitest";
import type { Database } from "../schema.ts";
import { testDatabases, useTestDatabase } from "../testing/test-databases.ts";
import { createAdminSession, deleteAdminSession, deleteExpiredAdminSessions, findLiveAdminSession } from "./admin-sessions.ts";
import { findAdminUser, saveAdminUser } from "./admin-users.ts";

const NOW = new Date("2026-11-21T12:00:00.000Z");
const hours = (n: number) => new Date(NOW.getTime() + n * 3_600_000);

async function setup(db: Kysely<Database>) {
  await db
    .insertInto("brands")
    .values({
      id: "b-acme",
      subdomain: "acme",
      name: "Acme",
      brand_package: "default",
      enterprise: 0,
      security_check_enabled: 0,
      api_key_hash: null,
      created_at: NOW.toISOString(),
    })
    .execute();
}

describe.each(testDatabases)("admin users and sessions on $label", (target) => {
  const database = useTestDatabase(target, { setup });

  test("a session is found while live, with its user and brand, and is gone after logout", async () => {
    const { id: userId, created } = await saveAdminUser(database.db, { brandId: "b-acme", username: " admin ", passwordHash: "h1" }, { now: NOW });
    expect(created).toBe(true);
    expect(await findAdminUser(database.db, "b-acme", "admin")).toEqual({ id: userId, brandId: "b-acme", username: "admin", passwordHash: "h1" });
    expect(await findAdminUser(database.db, "b-acme", "Admin")).toBeUndefined();

    await createAdminSession(database.db, { id: "s-1", adminUserId: userId, brandId: "b-acme", expiresAt: hours(8) }, { now: NOW });
    expect(await findLiveAdminSession(database.db, "s-1", { now: NOW })).toEqual({
      id: "s-1",
      adminUserId: userId,
      username: "admin",
      brandId: "b-acme",
      brandSubdomain: "acme",
      expiresAt: hours(8).toISOString(),
    });
    expect(await findLiveAdminSession(database.db, "s-1", { now: hours(8) })).toBeUndefined();
    await deleteAdminSession(database.db, "s-1");
    expect(await findLiveAdminSession(database.db, "s-1", { now: NOW })).toBeUndefined();
  });

  test("a password reset keeps the user and ends their sessions", async () => {
    const first = await saveAdminUser(database.db, { brandId: "b-acme", username: "ops", passwordHash: "old" }, { now: NOW });
    await createAdminSession(database.db, { id: "s-ops", adminUserId: first.id, brandId: "b-acme", expiresAt: hours(8) }, { now: NOW });
    const again = await saveAdminUser(database.db, { brandId: "b-acme", username: "ops", passwordHash: "new" }, { now: NOW });
    expect(again).toEqual({ id: first.id, created: false });
    expect((await findAdminUser(database.db, "b-acme", "ops"))?.passwordHash).toBe("new");
    expect(await findLiveAdminSession(database.db, "s-ops", { now: NOW })).toBeUndefined();
  });

  test("expired sessions are swept", async () => {
    const user = await findAdminUser(database.db, "b-acme", "admin");
    await createAdminSession(database.db, { id: "s-old", adminUserId: user!.id, brandId: "b-acme", expiresAt: hours(-1) }, { now: hours(-9) });
    await createAdminSession(database.db, { id: "s-new", adminUserId: user!.id, brandId: "b-acme", expiresAt: hours(1) }, { now: NOW });
    expect(await deleteExpiredAdminSessions(database.db, { now: NOW })).toBe(1);
    expect(await findLiveAdminSession(database.db, "s-new", { now: NOW })).toBeDefined();
  });
});
