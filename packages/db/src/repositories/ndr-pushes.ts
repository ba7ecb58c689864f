import { PostgresAdapter, sql, type Kysely } from "kysely";
import { NO_ATTEMPT_YET, claimJobRows, newJobColumns, settleAttempt, type AttemptAnswer } from "../job-claims.ts";
import type { NdrPushRow } from "../schema-ndr-pushes.ts";
import type { Database } from "../schema.ts";
import { camelCaseRow, type CamelCased } from "./row-case.ts";
import { failedShipmentsQuery } from "./failed-shipments-query.ts";
import type { OpsReportFilter } from "./ops-reports.ts";

const TABLE = "ndr_pushes";

/** Notes which aggregator reported a brand's shipment (its webhook); the NDR push goes there. */
export async function recordShipmentSource(db: Kysely<Database>, brandId: string, waybill: string, provider: string, { now }: { now: Date }): Promise<void> {
  const shipment = await db.selectFrom("shipments").select("id").where("brand_id", "=", brandId).where("waybill", "=", waybill).executeTakeFirst();
  if (!shipment) return;
  const at = now.toISOString();
  await db
    .insertInto("shipment_sources")
    .values({ shipment_id: shipment.id, provider, updated_at: at })
    .onConflict((oc) => oc.column("shipment_id").doUpdateSet({ provider, updated_at: at }))
    .execute();
}

export async function findShipmentSource(db: Kysely<Database>, shipmentId: string): Promise<string | undefined> {
  const row = await db.selectFrom("shipment_sources").select("provider").where("shipment_id", "=", shipmentId).executeTakeFirst();
  return row?.provider;
}

/** The brand's credentials (JSON text) for an aggregator's NDR API; read only to push. */
export async function findNdrCredentials(db: Kysely<Database>, brandId: string, provider: string): Promise<string | undefined> {
  const row = await db.selectFrom("ndr_credentials").select("secret").where("brand_id", "=", brandId).where("provider", "=", provider).executeTakeFirst();
  return row?.secret;
}

export async function saveNdrCredentials(db: Kysely<Database>, brandId: string, provider: string, secret: string, { now }: { now: Date }): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto("ndr_credentials")
    .values({ brand_id: brandId, provider, secret, updated_at: at })
    .onConflict((oc) => oc.columns(["brand_id", "provider"]).doUpdateSet({ secret, updated_at: at }))
    .execute();
}

export type NdrPush = CamelCased<NdrPushRow>;

export interface NewNdrPush {
  id: string;
  brandId: string;
  shipmentId: string;
  provider: string;
  issueId: number;
  /** JSON of the answer to send. */
  payload: string;
  now: Date;
}

/** Adds a push to the outbox, due now. */
export async function insertNdrPush(db: Kysely<Database>, push: NewNdrPush): Promise<void> {
  const at = push.now.toISOString();
  await db
    .insertInto("ndr_pushes")
    .values({
      id: push.id,
      brand_id: push.brandId,
      shipment_id: push.shipmentId,
      provider: push.provider,
      issue_id: push.issueId,
      payload: push.payload,
      subject: push.shipmentId,
      ...newJobColumns(at),
      ...NO_ATTEMPT_YET,
      sent_at: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

export async function findNdrPush(db: Kysely<Database>, id: string): Promise<NdrPush | undefined> {
  const row = await db.selectFrom("ndr_pushes").selectAll().where("id", "=", id).executeTakeFirst();
  return row && camelCaseRow(row);
}

/** Takes due pushes for one worker (job-claims.ts), in answer order per shipment. */
export async function claimNdrPushes(db: Kysely<Database>, claim: { token: string; now: Date; staleBefore: Date; limit: number }): Promise<NdrPush[]> {
  const rows = await claimJobRows<NdrPushRow>(db, { table: TABLE, inSubjectOrder: true, ...claim });
  return rows.map((row) => camelCaseRow(row));
}

/** What one push attempt got back. */
export type PushAnswer = AttemptAnswer;

/** Records an attempt and ends the claim: sent, retried at `retryAt`, or given up. False when the claim was lost. */
export async function settleNdrPush(
  db: Kysely<Database>,
  attempt: { id: string; token: string; answer: PushAnswer; sent: boolean; retryAt: Date | undefined },
): Promise<boolean> {
  const { sent, ...rest } = attempt;
  return settleAttempt(db, { table: TABLE, ...rest, done: sent, doneAtColumn: "sent_at" });
}

/** Per shipment, its newest push and the aggregator that reports it (for the ops view's page). */
export async function pushStateOf(
  db: Kysely<Database>,
  shipmentIds: readonly string[],
): Promise<{ pushes: Map<string, NdrPush>; sources: Map<string, string> }> {
  const pushes = new Map<string, NdrPush>();
  const sources = new Map<string, string>();
  if (shipmentIds.length === 0) return { pushes, sources };
  const rows = await db
    .selectFrom("ndr_pushes")
    .selectAll()
    .where("shipment_id", "in", [...shipmentIds])
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  for (const row of rows) pushes.set(row.shipment_id, camelCaseRow(row));
  const found = await db
    .selectFrom("shipment_sources")
    .select(["shipment_id", "provider"])
    .where("shipment_id", "in", [...shipmentIds])
    .execute();
  for (const row of found) sources.set(row.shipment_id, row.provider);
  return { pushes, sources };
}

/** Failures and answers of one (direction, reason, courier) group. */
export interface AnswerRateGroup {
  reverse: boolean;
  issueId: number;
  courierId: string | null;
  courierName: string | null;
  failures: number;
  answered: number;
  /** Sum over the answered of seconds from the failure scan to the first answer. */
  answerSeconds: number;
}

/**
 * Answer counts of the brand's failed shipments under the ops view's filter (the answered
 * filter aside), grouped by direction, reason and courier. A failure is answered when the
 * shopper answered that reason (customer_feeds); time to answer runs from the failure scan
 * (latest_scanned_at, the ops view's "failed at") to the answer's first writing.
 */
export async function listAnswerRateGroups(db: Kysely<Database>, filter: Omit<OpsReportFilter, "answered">): Promise<AnswerRateGroup[]> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const seconds = postgres
    ? sql<number>`extract(epoch from (cast(f.created_at as timestamptz) - cast(s.latest_scanned_at as timestamptz)))`
    : sql<number>`(julianday(f.created_at) - julianday(s.latest_scanned_at)) * 86400`;
  const rows = await failedShipmentsQuery(db, filter)
    .select((eb) => [
      "s.is_reverse",
      "s.failure_reason_code",
      "s.courier_id",
      eb.fn.max("c.name").as("courier_name"),
      eb.fn.countAll<number | string>().as("failures"),
      eb.fn.count<number | string>("f.id").as("answered"),
      eb.fn.sum<number | string | null>(sql`case when f.id is null then null when ${seconds} < 0 then 0 else ${seconds} end`).as("answer_seconds"),
    ])
    .groupBy(["s.is_reverse", "s.failure_reason_code", "s.courier_id"])
    .execute();
  return rows.map((row) => ({
    reverse: Number(row.is_reverse) === 1,
    issueId: row.failure_reason_code ?? 0,
    courierId: row.courier_id,
    courierName: row.courier_name ?? null,
    failures: Number(row.failures),
    answered: Number(row.answered),
    answerSeconds: Number(row.answer_seconds ?? 0),
  }));
}
