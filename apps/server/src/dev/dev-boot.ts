import { fileURLToPath } from "node:url";
import type { AppDeps } from "../app.ts";
import { createDatabase } from "@portal/db/connection";
import { migrateToLatest } from "@portal/db/migrate";
import { seedDemo } from "../seed/demo-seed.ts";
import { demoLinks } from "../demo/demo-links.ts";
import { demoLinksText } from "../demo/demo-links-text.ts";
import { loadEnv } from "../env.ts";
import { startLabelWorker } from "../labels/start-label-worker.ts";
import { startBrandEventWorker } from "../brand-events/start-brand-event-worker.ts";
import { createLogger } from "../log/logger.ts";
import { ClientAssets } from "../ssr/client-assets.ts";

/** The portal's client entry as Vite's dev server serves it (root: apps/portal). */
export const DEV_CLIENT_ENTRY = "src/entry-client.tsx";

const DEFAULT_SQLITE_FILE = fileURLToPath(new URL("../../../../data/portal.sqlite", import.meta.url));

export interface DevBoot {
  /** What createApp needs; kept across reloads of the app's code (the database stays open). */
  deps: AppDeps;
  port: number;
  host: string;
  /** The same links `pnpm start` prints. */
  linksText: () => Promise<string>;
  close: () => Promise<void>;
}

/**
 * The long-lived half of `pnpm dev`: environment (demo mode), database migrated and seeded
 * with the demo data, the label and brand-event workers. The app itself (routes, SSR, screens, brands) is
 * loaded per request by the dev server, so edits show without a restart.
 */
export async function bootDev(): Promise<DevBoot> {
  const env = loadEnv(undefined, [...process.argv, "--demo"]);
  const log = createLogger(env.logLevel);
  const database = createDatabase(env.databaseUrl ? { databaseUrl: env.databaseUrl } : { sqliteFile: env.sqliteFile ?? DEFAULT_SQLITE_FILE });
  await migrateToLatest(database.db);
  await seedDemo(database.db, { now: new Date() });
  const labelWorker = startLabelWorker({ db: database.db, env, log });
  const brandEventWorker = startBrandEventWorker({ db: database.db, env, log });
  // No build: every page links the client entry, which Vite compiles on request.
  const assets = new ClientAssets({ [DEV_CLIENT_ENTRY]: { file: DEV_CLIENT_ENTRY, isEntry: true } });
  const deps: AppDeps = { db: database.db, env, assets, clientDir: fileURLToPath(new URL("../../../portal/dist/client", import.meta.url)), log };
  return {
    deps,
    port: env.port,
    host: env.host,
    linksText: async () => demoLinksText(await demoLinks(database.db, env, `localhost:${env.port}`), env.baseDomain, env.port),
    close: async () => {
      await Promise.all([labelWorker.stop(), brandEventWorker.stop()]);
      await database.close();
    },
  };
}
