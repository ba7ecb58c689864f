import type { Kysely } from "kysely";
import { TEST_SUBJECT_PREFIX } from "@portal/db/repositories/notification-log";
import { findThemeForBrand } from "@portal/db/repositories/themes";
import type { Database } from "@portal/db/schema";
import type { MessageBrand } from "./render-message.ts";

/** What a message needs that the outbox row does not hold: the brand's look and the screen's key. */
export interface MessageContext {
  brand: MessageBrand & { id: string; subdomain: string };
  orderId: string;
  /** The waybill (shipment screens) or the return request's id (its status screen); "" for a test message. */
  ref: string;
}

/** The order number a preview or a test message shows: a sample, never a real shopper's order. */
export const SAMPLE_ORDER_ID = "1001";

export const isTestSubject = (subject: string) => subject.startsWith(TEST_SUBJECT_PREFIX);

/** The brand as its messages show it (name, logo, colours), from its current theme. */
export async function messageBrandOf(db: Kysely<Database>, brandId: string): Promise<MessageContext["brand"] | undefined> {
  const brand = await db.selectFrom("brands").select(["id", "subdomain", "name"]).where("id", "=", brandId).executeTakeFirst();
  if (!brand) return undefined;
  const theme = await findThemeForBrand(db, brandId).catch(() => undefined);
  return {
    id: brand.id,
    subdomain: brand.subdomain,
    name: theme?.name || brand.name,
    logoUrl: theme?.logo,
    primary: theme?.tokens?.primary,
    primaryText: theme?.tokens?.primaryText,
  };
}

/**
 * Read at send time, so a brand's new logo or name is in every message not sent yet. `lookOf`
 * reads the brand's look (the worker shares one read among a claim's messages).
 */
export async function messageContextOf(
  db: Kysely<Database>,
  brandId: string,
  subject: string,
  lookOf: (brandId: string) => Promise<MessageContext["brand"] | undefined> = (id) => messageBrandOf(db, id),
): Promise<MessageContext | undefined> {
  const look = await lookOf(brandId);
  if (!look) return undefined;
  if (isTestSubject(subject)) return { brand: look, orderId: SAMPLE_ORDER_ID, ref: "" };
  if (subject.startsWith("return:")) {
    const requestId = subject.slice("return:".length);
    const request = await db
      .selectFrom("return_requests")
      .innerJoin("return_orders", "return_orders.id", "return_requests.return_order_id")
      .innerJoin("orders", "orders.id", "return_orders.order_ref")
      .select(["return_requests.id", "orders.order_id"])
      .where("return_requests.brand_id", "=", brandId)
      .where("return_requests.id", "=", requestId)
      .executeTakeFirst();
    return request && { brand: look, orderId: request.order_id, ref: request.id };
  }
  const shipment = await db
    .selectFrom("shipments")
    .innerJoin("orders", "orders.id", "shipments.order_ref")
    .select(["shipments.waybill", "orders.order_id"])
    .where("shipments.brand_id", "=", brandId)
    .where("shipments.id", "=", subject)
    .executeTakeFirst();
  return shipment?.waybill ? { brand: look, orderId: shipment.order_id, ref: shipment.waybill } : undefined;
}
