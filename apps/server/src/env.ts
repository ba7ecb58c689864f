import * as v from "valibot";

/**
 * The server's only reader of process.env (lint enforces it). Everything is validated at
 * start-up so a typo fails loudly with the variable's name instead of misbehaving later.
 */
const Port = v.pipe(
  v.string(),
  v.regex(/^\d{1,5}$/, "must be a whole number"),
  v.transform(Number),
  v.maxValue(65535, "must be at most 65535"),
);

const EnvSchema = v.object({
  PORT: v.optional(Port, "3000"),
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty("must not be empty")), "127.0.0.1"),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL"))),
  SQLITE_FILE: v.optional(v.string()),
  PORTAL_BASE_DOMAIN: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9.-]+$/i, "must be a host name")), "localhost"),
  PORTAL_DEFAULT_BRAND: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, "must be a brand subdomain"))),
  PORTAL_MODE: v.optional(v.picklist(["demo", "production"], "must be demo or production")),
  PORTAL_CLIENT_DIR: v.optional(v.string()),
  LOG_LEVEL: v.optional(v.picklist(["debug", "info", "warn", "error", "silent"], "must be debug, info, warn, error or silent"), "info"),
});

export type ServerMode = "demo" | "production";

export interface ServerEnv {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  sqliteFile: string | undefined;
  baseDomain: string;
  /** Subdomain served on the bare host; "demo" in demo mode. */
  defaultBrand: string | undefined;
  mode: ServerMode;
  clientDir: string | undefined;
  logLevel: "debug" | "info" | "warn" | "error" | "silent";
}

export class EnvError extends Error {
  override name = "EnvError";
}

/** `--demo` on the command line (the README's start command) or PORTAL_MODE=demo. */
export function loadEnv(source: Record<string, string | undefined> = process.env, argv: readonly string[] = process.argv): ServerEnv {
  const result = v.safeParse(EnvSchema, source);
  if (!result.success) {
    const lines = result.issues.map((issue) => `  ${v.getDotPath(issue) ?? "?"} ${issue.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join("\n")}`);
  }
  const env = result.output;
  const mode: ServerMode = argv.includes("--demo") ? "demo" : (env.PORTAL_MODE ?? "production");
  return {
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    sqliteFile: env.SQLITE_FILE,
    baseDomain: env.PORTAL_BASE_DOMAIN.toLowerCase(),
    defaultBrand: env.PORTAL_DEFAULT_BRAND ?? (mode === "demo" ? "demo" : undefined),
    mode,
    clientDir: env.PORTAL_CLIENT_DIR,
    logLevel: env.LOG_LEVEL,
  };
}
