import { accessSync, constants, mkdirSync } from "node:fs";
import { EnvError } from "./env.ts";

/** What start-up was doing when it failed, so the message can name the setting to change. */
export type StartupStep =
  | { step: "environment" }
  | { step: "database"; sqliteFile: string | undefined; postgres: boolean }
  | { step: "upload-dir"; uploadDir: string }
  | { step: "listen"; host: string; port: number };

/** A failure whose one-line message is ready for the operator. */
export class StartupError extends Error {
  override name = "StartupError";
}

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : "";
}

/**
 * One line naming the setting or file and what to do, for every way start-up is known to
 * fail; anything else keeps its own message (never a stack: operators read this, not us).
 */
export function describeStartupError(error: unknown, at: StartupStep): string {
  if (error instanceof StartupError) return error.message;
  if (error instanceof EnvError) return error.message;
  const code = codeOf(error);
  const message = error instanceof Error ? error.message : String(error);
  switch (at.step) {
    case "environment":
      return `Invalid environment: ${message}`;
    case "listen":
      if (code === "EADDRINUSE") return `PORT ${at.port} is already in use on ${at.host}: stop the other server or set PORT to a free port.`;
      if (code === "EACCES") return `PORT ${at.port} needs more privileges on ${at.host}: set PORT to 1024 or above.`;
      if (code === "EADDRNOTAVAIL" || code === "ENOTFOUND" || code === "EAI_AGAIN" || code === "EAI_NONAME") {
        return `HOST "${at.host}" is not an address of this machine: set HOST to 127.0.0.1, 0.0.0.0 or one of its own addresses.`;
      }
      return `Cannot listen on HOST ${at.host} PORT ${at.port}: ${message}`;
    case "upload-dir":
      return `UPLOAD_DIR ${at.uploadDir} is not a writable folder (${code || message}): create it with write permission for this user, or set UPLOAD_DIR to one.`;
    case "database":
      if (at.postgres)
        return `DATABASE_URL: cannot use the PostgreSQL database (${code || message}): check that it runs and the URL's host, user and password.`;
      if (["SQLITE_CANTOPEN", "SQLITE_READONLY", "EACCES", "EPERM", "ENOTDIR", "EEXIST", "EROFS"].includes(code)) {
        return `SQLITE_FILE ${at.sqliteFile} cannot be opened for writing: make its folder exist and be writable, or set SQLITE_FILE to a writable path.`;
      }
      if (code === "SQLITE_NOTADB" || code === "SQLITE_CORRUPT") {
        return `SQLITE_FILE ${at.sqliteFile} is not a valid SQLite database (corrupt?): restore it from a backup, or move it away to start with an empty one.`;
      }
      if (code === "SQLITE_BUSY" || code === "SQLITE_LOCKED") {
        return `SQLITE_FILE ${at.sqliteFile} is locked by another process: stop the other server or CLI using it, then start again.`;
      }
      return `SQLITE_FILE ${at.sqliteFile}: ${message}`;
  }
}

/** Fails at start-up, not at the first upload, when the upload folder cannot be written. */
export function ensureWritableDir(dir: string): void {
  mkdirSync(dir, { recursive: true });
  accessSync(dir, constants.W_OK);
}
