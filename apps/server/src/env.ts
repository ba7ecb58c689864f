import * as v from "valibot";

/**
 * The server's only reader of process.env (lint enforces it). Everything is validated at
 * start-up so a typo fails loudly with the variable's name instead of misbehaving later.
 */
const Port = v.pipe(v.string(), v.regex(/^\d{1,5}$/, "must be a whole number"), v.transform(Number), v.maxValue(65535, "must be at most 65535"));

const EnvSchema = v.object({
  PORT: v.optional(Port, "3000"),
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty("must not be empty")), "127.0.0.1"),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL"))),
  SQLITE_FILE: v.optional(v.string()),
  PORTAL_BASE_DOMAIN: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9.-]+$/i, "must be a host name")), "localhost"),
  PORTAL_DEFAULT_BRAND: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, "must be a brand subdomain"))),
  PORTAL_MODE: v.optional(v.picklist(["demo", "production"], "must be demo or production")),
  PORTAL_CLIENT_DIR: v.optional(v.string()),
  RATE_LIMIT_PER_MINUTE: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, "must be a whole number (0 turns it off)"), v.transform(Number)), "120"),
  UPLOAD_DIR: v.optional(v.string()),
  UPLOAD_SIGNING_SECRET: v.optional(v.pipe(v.string(), v.minLength(16, "must be at least 16 characters"))),
  S3_ENDPOINT: v.optional(v.pipe(v.string(), v.url("must be a URL"))),
  S3_BUCKET: v.optional(v.string()),
  S3_REGION: v.optional(v.string(), "us-east-1"),
  S3_ACCESS_KEY_ID: v.optional(v.string()),
  S3_SECRET_ACCESS_KEY: v.optional(v.string()),
  // Only a web origin: it becomes links, cookies' Secure flag and HSTS (never javascript: or data:).
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url("must be a URL"), v.regex(/^https?:\/\/[^/?#\s]+/i, "must be an http:// or https:// URL"))),
  REQUEST_TIMEOUT_SECONDS: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,3}$/, "must be a whole number of seconds, 1 or more"), v.transform(Number)), "20"),
  LABEL_READY_DELAY_SECONDS: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, "must be a whole number"), v.transform(Number))),
  BRAND_EVENTS_TIMEOUT_SECONDS: v.optional(
    v.pipe(v.string(), v.regex(/^[1-9]\d{0,2}$/, "must be a whole number of seconds, 1 to 999"), v.transform(Number)),
    "15",
  ),
  // The aggregators' NDR action APIs (ndr-push/); set for a sandbox, or a local test server.
  NDR_CLICKPOST_URL: v.optional(v.pipe(v.string(), v.url("must be a URL"), v.regex(/^https?:\/\//i, "must be an http:// or https:// URL"))),
  NDR_SHIPROCKET_URL: v.optional(v.pipe(v.string(), v.url("must be a URL"), v.regex(/^https?:\/\//i, "must be an http:// or https:// URL"))),
  NDR_PUSH_TIMEOUT_SECONDS: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,2}$/, "must be a whole number of seconds, 1 to 999"), v.transform(Number)), "15"),
  SESSION_SECRET: v.optional(v.pipe(v.string(), v.minLength(16, "must be at least 16 characters"))),
  // Where messages to shoppers are sent by e-mail (docs/notifications.md); unset: printed instead.
  // A message claim older than this is presumed dead (its process was killed) and sent again.
  NOTIFICATION_LEASE_SECONDS: v.optional(
    v.pipe(v.string(), v.regex(/^[1-9]\d{0,3}$/, "must be a whole number of seconds, 1 to 9999"), v.transform(Number)),
    "60",
  ),
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\/[^\s]+$/i, "must be an smtp:// or smtps:// URL"))),
  SMTP_FROM: v.optional(v.pipe(v.string(), v.email("must be an e-mail address"))),
  NODE_ENV: v.optional(v.string()),
  /** Set by pnpm to the directory the command was typed in (scripts run in apps/server). */
  INIT_CWD: v.optional(v.string()),
  TRUST_PROXY: v.optional(v.picklist(["true", "false"], "must be true or false"), "false"),
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
  /** Lookups per client per minute; 0 turns the limit off (benchmarks). */
  rateLimitPerMinute: number;
  /** Where the local upload receiver stores files (when no S3 store is configured). */
  uploadDir: string | undefined;
  /** Signs local upload forms and label links; random per process when unset (set it for replicas). */
  uploadSigningSecret: string | undefined;
  sessionSecret: string | undefined;
  /** An S3-compatible store for uploads and labels, when all of endpoint, bucket and keys are set. */
  s3: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string } | undefined;
  /** The portal's public origin (https://…); cookies are Secure when it is https. */
  publicUrl: string | undefined;
  /** How long a client may take to send a whole request, body included (slower: 408). */
  requestTimeoutSeconds: number;
  /** Delay before a shipping label is ready: the product rules say a few minutes; demo mode uses seconds. */
  labelReadyDelaySeconds: number;
  /** How long one delivery of a brand event may take; a claim twice as old is retaken (brand-events/). */
  brandEventsTimeoutSeconds: number;
  /** The aggregators' NDR action URLs (ndr-push/ndr-aggregators.ts: the documented ones unless set). */
  ndrClickpostUrl: string | undefined;
  ndrShiprocketUrl: string | undefined;
  /** How long one NDR push may take; a claim three times as old is retaken. */
  ndrPushTimeoutSeconds: number;
  /** How old a message worker's claim must be before another worker sends the message again. */
  notificationLeaseSeconds: number;
  /** The SMTP server messages to shoppers go through; unset: each message is printed to the console. */
  smtpUrl: string | undefined;
  /** The address those e-mails come from (the brand's name is the sender's name). */
  smtpFrom: string;
  /** Honour X-Forwarded-For / X-Forwarded-Proto from a reverse proxy. */
  trustProxy: boolean;
  /** Where the operator typed the command, so CLI file arguments resolve as they expect. */
  invocationDir: string | undefined;
  /** React and other libraries run their slow development builds unless this is true. */
  productionBuildOfLibraries: boolean;
}

export class EnvError extends Error {
  override name = "EnvError";
}

/**
 * Whether this process is a vitest run (NODE_ENV=test) that asked for cheap password hashes
 * (PORTAL_TEST_CHEAP_SCRYPT=1, the server's vitest config): both are needed, so a stray variable
 * in a deployment (NODE_ENV production or unset) cannot weaken a hash (auth/password-hash.ts).
 */
export function isCheapScryptTestRun(source: Record<string, string | undefined> = process.env): boolean {
  return source.NODE_ENV === "test" && source.PORTAL_TEST_CHEAP_SCRYPT === "1";
}

/** `--demo` on the command line (the README's start command) or PORTAL_MODE=demo. */
export function loadEnv(source: Record<string, string | undefined> = process.env, argv: readonly string[] = process.argv): ServerEnv {
  const result = v.safeParse(EnvSchema, source);
  if (!result.success) {
    // One line, naming each setting: what an operator sees when the server refuses to start.
    const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? "?"} ${issue.message}`);
    throw new EnvError(`Invalid environment: ${problems.join("; ")}. Fix the setting and start again.`);
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
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    uploadDir: env.UPLOAD_DIR,
    uploadSigningSecret: env.UPLOAD_SIGNING_SECRET,
    sessionSecret: env.SESSION_SECRET,
    s3:
      env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: env.S3_ENDPOINT,
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    publicUrl: env.PUBLIC_URL,
    requestTimeoutSeconds: env.REQUEST_TIMEOUT_SECONDS,
    labelReadyDelaySeconds: env.LABEL_READY_DELAY_SECONDS ?? (mode === "demo" ? 5 : 180),
    brandEventsTimeoutSeconds: env.BRAND_EVENTS_TIMEOUT_SECONDS,
    ndrClickpostUrl: env.NDR_CLICKPOST_URL,
    ndrShiprocketUrl: env.NDR_SHIPROCKET_URL,
    ndrPushTimeoutSeconds: env.NDR_PUSH_TIMEOUT_SECONDS,
    notificationLeaseSeconds: env.NOTIFICATION_LEASE_SECONDS,
    smtpUrl: env.SMTP_URL,
    smtpFrom: env.SMTP_FROM ?? `notifications@${env.PORTAL_BASE_DOMAIN.toLowerCase()}`,
    trustProxy: env.TRUST_PROXY === "true",
    invocationDir: env.INIT_CWD,
    productionBuildOfLibraries: env.NODE_ENV === "production",
  };
}
