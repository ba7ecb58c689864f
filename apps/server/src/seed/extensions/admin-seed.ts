import * as v from "valibot";
import { grantBrand } from "@portal/db/repositories/admin-brands";
import { findAdminUser, saveAdminUser } from "@portal/db/repositories/admin-users";
import { hashPassword } from "../../auth/password-hash.ts";
import data from "../data/demo-admins.json" with { type: "json" };
import { parseDataFile } from "../data-file.ts";
import { DEMO_BRANDS } from "../demo-brands.ts";
import type { DemoSeedExtension } from "./index.ts";

const Login = { username: v.pipe(v.string(), v.nonEmpty()), password: v.pipe(v.string(), v.minLength(8)) };
const DemoAdminsSchema = v.object({
  about: v.string(),
  brandAdmin: v.object(Login),
  consoleAdmins: v.array(v.object({ ...Login, brandId: v.string(), grants: v.array(v.string()), description: v.string() })),
});

/** The demo's admin accounts (data/demo-admins.json, whose `about` says where each logs in). */
const ADMINS = parseDataFile("demo-admins.json", DemoAdminsSchema, data);
/** Every demo brand's admin. */
export const DEMO_ADMIN = ADMINS.brandAdmin;
/** The admin console's demo accounts: `brandId` is their own brand (the host they log in on), `grants` the others they manage. */
export const DEMO_CONSOLE_ADMINS = ADMINS.consoleAdmins;
export type DemoConsoleAdmin = (typeof DEMO_CONSOLE_ADMINS)[number];

/**
 * Demo data of the admin area. Idempotent: runs on every demo start. An account is added only when
 * missing, so a password changed since (admin-user command) is kept; grants are added when missing.
 */
export const adminDemoSeed: DemoSeedExtension = async (trx, { now }) => {
  const present = new Set((await trx.selectFrom("brands").select("id").execute()).map((b) => b.id));
  // scrypt is slow on purpose: hash each demo password once per start, and only when needed.
  const hashes = new Map<string, Promise<string>>();
  const hashOf = (password: string) => {
    const known = hashes.get(password) ?? hashPassword(password);
    hashes.set(password, known);
    return known;
  };
  const accounts = [...DEMO_BRANDS.map((b) => ({ ...DEMO_ADMIN, brandId: b.id, grants: [] as string[] })), ...DEMO_CONSOLE_ADMINS].filter((a) =>
    present.has(a.brandId),
  );
  for (const admin of accounts) {
    const { brandId, username } = admin;
    const stored = await findAdminUser(trx, brandId, username);
    const id = stored?.id ?? (await saveAdminUser(trx, { brandId, username, passwordHash: await hashOf(admin.password) }, { now })).id;
    for (const granted of admin.grants.filter((b) => present.has(b))) await grantBrand(trx, id, granted, { now });
  }
};
