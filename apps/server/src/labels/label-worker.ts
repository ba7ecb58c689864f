import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { findBrandById } from "@portal/db/repositories/brands";
import { claimLabelJob, completeLabelJob, failLabelJobAttempt, findLabelJob, listDueLabelJobs, type LabelJob } from "@portal/db/repositories/label-jobs";
import { findShipmentByWaybill } from "@portal/db/repositories/shipments";
import { findThemeForBrand } from "@portal/db/repositories/themes";
import type { Database } from "@portal/db/schema";
import { pollLoop } from "../jobs/poll-loop.ts";
import type { Logger } from "../log/logger.ts";
import type { ObjectStoreOperations } from "../storage/object-store.ts";
import { labelContentOf, type LabelContent } from "./label-content.ts";

/** How old a rendering claim must be before another worker takes the job over. */
export const DEFAULT_STALE_AFTER_MS = 10_000;

export interface LabelWorkerOptions {
  db: Kysely<Database>;
  store: Pick<ObjectStoreOperations, "put">;
  log: Logger;
  now?: () => Date;
  /** How often to look for due jobs. */
  pollIntervalMs?: number;
  /** A claim older than this is presumed dead (its replica stopped mid-render) and retaken. */
  staleAfterMs?: number;
  /** Jobs taken per poll. */
  batchSize?: number;
  /** Attempts before a job is marked failed. */
  maxAttempts?: number;
  render?: (content: LabelContent) => Promise<Uint8Array>;
}

export interface LabelWorker {
  /** Random per instance: the claim tokens it writes start with it (visible in the table). */
  readonly id: string;
  /** Takes and renders the jobs due now; resolves to how many became ready. */
  runOnce(): Promise<number>;
  /** Polls every pollIntervalMs until stopped. */
  start(): void;
  /** Stops polling and waits for the job in hand to finish. */
  stop(): Promise<void>;
}

const RETRY_BACKOFF_SECONDS = [30, 120] as const;

/** pdf-lib and its fonts load with the first label, not at start-up: most servers never render one. */
async function renderLabelPdfLazily(content: LabelContent): Promise<Uint8Array> {
  const { renderLabelPdf } = await import("./render-label-pdf.ts");
  return renderLabelPdf(content);
}

/** A failure that no retry can fix: the job fails at once. */
class PermanentLabelError extends Error {}

/**
 * Renders shipping labels from `label_jobs`. Safe to run on every replica: a job is taken
 * with a conditional UPDATE (see claimLabelJob), so only one worker renders it, and a job
 * whose worker died is taken over once its claim is stale. Jobs live in the database, so
 * pending work survives restarts.
 */
export function createLabelWorker(options: LabelWorkerOptions): LabelWorker {
  const { db, store, log } = options;
  const now = options.now ?? (() => new Date());
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  // A label renders in well under a second, so a claim 10 s old means its worker died: a job
  // killed mid-render resumes within seconds of a restart. A slow render retaken by mistake
  // is harmless: only the claim holder can complete the job.
  const staleAfterMs = options.staleAfterMs ?? DEFAULT_STALE_AFTER_MS;
  const batchSize = options.batchSize ?? 5;
  const maxAttempts = options.maxAttempts ?? 3;
  const render = options.render ?? renderLabelPdfLazily;
  const id = randomUUID();

  async function runOnce(): Promise<number> {
    const at = now();
    const due = await listDueLabelJobs(db, { now: at, staleBefore: new Date(at.getTime() - staleAfterMs), limit: batchSize });
    let ready = 0;
    for (const candidate of due) {
      const token = `${id}:${randomUUID()}`;
      const claimedAt = now();
      const won = await claimLabelJob(db, {
        id: candidate.id,
        seenToken: candidate.claimToken,
        newToken: token,
        now: claimedAt,
        staleBefore: new Date(claimedAt.getTime() - staleAfterMs),
      });
      if (!won) continue;
      const job = await findLabelJob(db, candidate.id);
      if (job && (await renderJob(job, token))) ready += 1;
    }
    return ready;
  }

  async function renderJob(job: LabelJob, token: string): Promise<boolean> {
    try {
      const content = await loadContent(job);
      const pdf = await render(content);
      const brand = await findBrandById(db, job.brandId);
      const fileKey = `${brand?.subdomain ?? "brand"}/${job.id}.pdf`;
      await store.put("labels", fileKey, pdf, "application/pdf");
      const completed = await completeLabelJob(db, { id: job.id, claimToken: token, fileKey, now: now() });
      if (completed) log.info("shipping label ready", { job: job.id, brand: job.brandId });
      return completed;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const backoff = RETRY_BACKOFF_SECONDS[job.attempts - 1];
      const retryAt =
        error instanceof PermanentLabelError || job.attempts >= maxAttempts || backoff === undefined ? undefined : new Date(now().getTime() + backoff * 1000);
      log.warn("shipping label failed", { job: job.id, attempt: job.attempts, retry: retryAt?.toISOString() ?? "no", error: message });
      await failLabelJobAttempt(db, { id: job.id, claimToken: token, error: message, now: now(), retryAt });
      return false;
    }
  }

  async function loadContent(job: LabelJob): Promise<LabelContent> {
    const [brand, detail] = await Promise.all([findBrandById(db, job.brandId), findShipmentByWaybill(db, job.brandId, job.waybill)]);
    if (!brand || !detail) throw new PermanentLabelError("The shipment no longer exists.");
    // A theme that no longer validates only loses the brand's contact lines, not the label.
    const theme = await findThemeForBrand(db, brand.id).catch(() => undefined);
    return labelContentOf(detail, brand, theme, now());
  }

  const loop = pollLoop({ name: "label", log, runOnce, pollIntervalMs });
  return { id, runOnce, start: loop.start, stop: loop.stop };
}
