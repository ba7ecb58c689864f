import type { ServerEnv } from "../env.ts";

type Level = "debug" | "info" | "warn" | "error";
const RANK = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const satisfies Record<ServerEnv["logLevel"], number>;

/** Keys whose values never reach a log line, wherever they appear. */
const SECRET_KEY = /pass(word)?|secret|token|api[_-]?key|security[_-]?key|account(number|_number)|ifsc|upi|cookie|authorization/i;

export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_KEY.test(k) ? "[redacted]" : redact(v)]));
  }
  return value;
}

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** One JSON object per line on stderr: structured, greppable, secrets redacted. */
export function createLogger(level: ServerEnv["logLevel"], write: (line: string) => void = (l) => process.stderr.write(l + "\n")): Logger {
  const emit =
    (at: Level) =>
    (message: string, fields: Record<string, unknown> = {}) => {
      if (RANK[at] < RANK[level]) return;
      write(JSON.stringify({ time: new Date().toISOString(), level: at, message, ...(redact(fields) as object) }));
    };
  return { debug: emit("debug"), info: emit("info"), warn: emit("warn"), error: emit("error") };
}
