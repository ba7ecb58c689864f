import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";
import { preparedQuery } from "../prepared-query.ts";

/** The numbers a shopper gave on the update-contact screen for one shipment. */
export interface ContactUpdate {
  shipmentId: string;
  brandId: string;
  phone: string;
  alternatePhone: string | null;
  updatedAt: string;
}

const contactUpdateOf = preparedQuery((db, brandId, shipmentId) =>
  db.selectFrom("contact_updates").selectAll().where("brand_id", "=", brandId).where("shipment_id", "=", shipmentId),
);

export async function findContactUpdate(db: Kysely<Database>, brandId: string, shipmentId: string): Promise<ContactUpdate | undefined> {
  const [row] = await contactUpdateOf(db, brandId, shipmentId);
  return row && { shipmentId: row.shipment_id, brandId: row.brand_id, phone: row.phone, alternatePhone: row.alternate_phone, updatedAt: row.updated_at };
}

/** Stores the shipment's contact numbers, replacing earlier ones. */
export async function saveContactUpdate(
  db: Kysely<Database>,
  input: { brandId: string; shipmentId: string; phone: string; alternatePhone: string | null },
  { now }: { now: Date },
): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto("contact_updates")
    .values({
      shipment_id: input.shipmentId,
      brand_id: input.brandId,
      phone: input.phone,
      alternate_phone: input.alternatePhone,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) =>
      oc
        .column("shipment_id")
        .doUpdateSet((eb) => ({
          phone: eb.ref("excluded.phone"),
          alternate_phone: eb.ref("excluded.alternate_phone"),
          updated_at: eb.ref("excluded.updated_at"),
        }))
        .where("contact_updates.brand_id", "=", input.brandId),
    )
    .execute();
}
