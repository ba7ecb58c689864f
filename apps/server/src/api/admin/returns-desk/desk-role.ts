import type { Kysely } from "kysely";
import type { ReturnDeskRole } from "@portal/core/api";
import type { Database } from "@portal/db/schema";

/** The admin's returns role: "view" reads the desk and nothing more; anything else may act. */
export async function returnDeskRoleOf(db: Kysely<Database>, adminUserId: string): Promise<ReturnDeskRole> {
  const row = await db.selectFrom("admin_users").select("returns_role").where("id", "=", adminUserId).executeTakeFirst();
  return row?.returns_role === "view" ? "view" : "manage";
}

export const VIEW_ONLY_MESSAGE = "Your role can view returns but not act on them.";
