import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";
import { preparedQuery } from "../prepared-query.ts";

const partnerIdOf = preparedQuery((db, courierId) => db.selectFrom("courier_partner_ids").selectAll().where("courier_id", "=", courierId));

/** Numeric courier partner ids (`cp_id`) by courier id; couriers without one are absent. */
export async function findCourierPartnerIds(db: Kysely<Database>, courierIds: readonly (string | null)[]): Promise<Map<string, number>> {
  const wanted = [...new Set(courierIds.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  // One courier (a waybill's) is the hot case: a compiled query; several build theirs.
  const rows =
    wanted.length === 1
      ? await partnerIdOf(db, wanted[0] as string)
      : await db.selectFrom("courier_partner_ids").selectAll().where("courier_id", "in", wanted).execute();
  return new Map(rows.map((row) => [row.courier_id, row.cp_id]));
}

/** Gives couriers their numeric ids; a courier that has one keeps it. */
export async function addCourierPartnerIds(db: Kysely<Database>, ids: ReadonlyArray<{ courierId: string; cpId: number }>): Promise<void> {
  if (ids.length === 0) return;
  await db
    .insertInto("courier_partner_ids")
    .values(ids.map((i) => ({ courier_id: i.courierId, cp_id: i.cpId })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}
