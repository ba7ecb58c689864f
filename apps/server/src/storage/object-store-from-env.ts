import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { serverKeyFor } from "../auth/purpose-key.ts";
import type { ServerEnv } from "../env.ts";
import { LocalObjectStore } from "./local-object-store.ts";
import { S3ObjectStore } from "./s3-object-store.ts";

export type ObjectStore = LocalObjectStore | S3ObjectStore;

/**
 * The configured store: the S3-compatible bucket when S3_* is set, else files under
 * UPLOAD_DIR (default `data/uploads` at the repository root).
 */
export function objectStoreFromEnv(env: ServerEnv, secret: string): ObjectStore {
  return env.s3 ? new S3ObjectStore(env.s3) : new LocalObjectStore({ root: resolveUploadDir(env), secret });
}

/**
 * Signs local upload forms and label links: UPLOAD_SIGNING_SECRET when set, else the server
 * secret's `upload-signing` key (auth/purpose-key.ts), so replicas that share SESSION_SECRET
 * accept each other's forms; with neither set, only this process does.
 */
export function uploadSigningSecret(env: Pick<ServerEnv, "uploadSigningSecret" | "sessionSecret">): string {
  return env.uploadSigningSecret ?? serverKeyFor(env, "upload-signing").toString("hex");
}

/**
 * UPLOAD_DIR (relative to the working directory), else `data/uploads` beside the SQLite
 * file: the repository root is found from this module's place (src/ or dist/, whichever is
 * running) by its pnpm-workspace.yaml; outside a checkout, the working directory.
 */
export function resolveUploadDir(env: Pick<ServerEnv, "uploadDir">): string {
  if (env.uploadDir) return resolve(env.uploadDir);
  return join(repositoryRoot() ?? process.cwd(), "data", "uploads");
}

function repositoryRoot(): string | undefined {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, "pnpm-workspace.yaml"))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}
