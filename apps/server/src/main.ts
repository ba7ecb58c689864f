import { fileURLToPath } from "node:url";
import { createApp } from "./app.ts";
import { createPortalServer } from "./http/portal-server.ts";
import { createDatabase, SERVER_SQLITE_LOCKING } from "@portal/db/connection";
import { createLimiterDatabase } from "@portal/db/limiter-database";
import { migrateToLatest } from "@portal/db/migrate";
import { seedDemo } from "./seed/demo-seed.ts";
import { missingSecretWarning } from "./auth/server-secret.ts";
import { loadEnv } from "./env.ts";
import { describeStartupError, ensureWritableDir, type StartupStep } from "./startup-error.ts";
import { resolveUploadDir } from "./storage/object-store-from-env.ts";
import { createLogger } from "./log/logger.ts";
import { ClientAssets } from "./ssr/client-assets.ts";
import { demoLinks } from "./demo/demo-links.ts";
import { demoLinksText } from "./demo/demo-links-text.ts";
import { startLabelWorker } from "./labels/start-label-worker.ts";
import { startNotificationWorker } from "./notifications/start-notification-worker.ts";
import { queueDemoMessages } from "./notifications/demo-messages.ts";
import { createNotificationTimerWorker } from "./notifications/timer-worker.ts";
import { startBrandEventWorker } from "./brand-events/start-brand-event-worker.ts";
import { startNdrPushWorker } from "./ndr-push/start-ndr-push-worker.ts";
import { limitHeapGrowth } from "./memory/heap-growth.ts";
import { LocalShipmentChanges } from "./live/shipment-changes.ts";
import { PostgresShipmentChanges } from "./live/postgres-shipment-changes.ts";
import { liveStreams } from "./api/tracking/live/live-streams.ts";

/** Built portal assets sit beside the server's bundle in the workspace. */
const DEFAULT_CLIENT_DIR = fileURLToPath(new URL("../../portal/dist/client", import.meta.url));
/** The admin console's build (apps/admin), served under /admin/. */
const DEFAULT_ADMIN_DIR = fileURLToPath(new URL("../../admin/dist", import.meta.url));
const DEFAULT_SQLITE_FILE = fileURLToPath(new URL("../../../data/portal.sqlite", import.meta.url));

/** Where start-up is, so a failure names the setting to change (startup-error.ts). */
let step: StartupStep = { step: "environment" };

async function main() {
  limitHeapGrowth();
  const env = loadEnv();
  const log = createLogger(env.logLevel);
  if (!env.productionBuildOfLibraries) log.warn("NODE_ENV is not production: React renders with its slow development build");
  const secretWarning = missingSecretWarning(env);
  if (secretWarning) log.warn(secretWarning);
  const clientDir = env.clientDir ?? DEFAULT_CLIENT_DIR;
  const assets = ClientAssets.fromDirectory(clientDir);
  const sqliteFile = env.sqliteFile ?? DEFAULT_SQLITE_FILE;
  step = { step: "database", sqliteFile, postgres: Boolean(env.databaseUrl) };
  const database = createDatabase(env.databaseUrl ? { databaseUrl: env.databaseUrl } : { sqliteFile, ...SERVER_SQLITE_LOCKING });
  await migrateToLatest(database.db);
  // The rate limiter counts in a file of its own beside SQLite's (PostgreSQL: the same database).
  const limits = env.databaseUrl ? undefined : await createLimiterDatabase(sqliteFile);
  if (env.mode === "demo") {
    await seedDemo(database.db, { now: new Date() });
    // A few messages to shoppers, printed by the worker below when no SMTP_URL is set.
    await queueDemoMessages(database.db, new Date());
  }
  if (!env.s3) {
    const uploadDir = resolveUploadDir(env);
    step = { step: "upload-dir", uploadDir };
    ensureWritableDir(uploadDir);
  }
  step = { step: "listen", host: env.host, port: env.port };

  // Open tracking pages hear of new scans from every replica through PostgreSQL; SQLite has one process.
  const shipmentChanges = env.databaseUrl ? await PostgresShipmentChanges.start(env.databaseUrl, log) : new LocalShipmentChanges();
  const app = createApp({ db: database.db, limits: limits?.db, env, assets, clientDir, adminDir: DEFAULT_ADMIN_DIR, log, shipmentChanges });
  // Renders shipping labels in the background; safe on every replica (jobs are claimed atomically).
  const labelWorker = startLabelWorker({ db: database.db, env, log });
  // Delivers events to the brands' own systems from the outbox; likewise safe on every replica.
  const brandEventWorker = startBrandEventWorker({ db: database.db, env, log });
  // Pushes shoppers' answers to failed deliveries to the aggregators' NDR APIs; likewise.
  const ndrPushWorker = startNdrPushWorker({ db: database.db, env, log });
  // Sends messages to shoppers from their outbox (notifications/); likewise safe on every replica.
  let listeningPort = env.port;
  const notificationWorker = startNotificationWorker({ db: database.db, env, log, listeningPort: () => listeningPort });
  // Fires the time-driven moments (delayed past the EDD, the NDR reminder) into that outbox; likewise.
  const notificationTimerWorker = createNotificationTimerWorker({ db: database.db, log });
  notificationTimerWorker.start();
  const server = createPortalServer(app.fetch, { hostname: env.host, publicUrl: env.publicUrl, requestTimeoutSeconds: env.requestTimeoutSeconds });
  server.listen(env.port, env.host, () => {
    step = { step: "environment" };
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.port;
    listeningPort = port;
    log.info("listening", { host: env.host, port, mode: env.mode, database: database.dialect, node: process.version });
    if (env.mode === "demo") void printDemoLinks(port);
  });

  async function printDemoLinks(port: number) {
    const links = await demoLinks(database.db, env, `localhost:${port}`);
    process.stdout.write(demoLinksText(links, env.baseDomain, port));
  }

  // A port in use or a bad host: one line naming the setting, not an unhandled error's stack.
  server.on("error", (error) => fail(error));

  // Finish in-flight requests, then release the database, on Ctrl-C or a deploy's SIGTERM.
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info("shutting down", { signal });
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // Live pages' streams never end by themselves: end them, so the server can close.
    liveStreams.closeAll();
    server.close(async () => {
      await Promise.all([
        labelWorker.stop(),
        brandEventWorker.stop(),
        ndrPushWorker.stop(),
        notificationWorker.stop(),
        notificationTimerWorker.stop(),
        shipmentChanges.close(),
      ]);
      await database.close();
      await limits?.close();
      process.exit(0);
    });
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}

function fail(error: unknown): never {
  process.stderr.write(`${describeStartupError(error, step)}\n`);
  process.exit(1);
}

main().catch(fail);
