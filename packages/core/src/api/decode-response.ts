import * as v from "valibot";
import { apiFail, apiOk, type ApiResult } from "./api-result.ts";
import { AnyEnvelopeSchema } from "./envelope.ts";
import { describeIssues } from "./request-validation.ts";

/** What a 2xx answer looked like, for the pure decoders below. */
export interface RawResponse {
  status: number;
  statusText: string;
  /** The body as text; "" when empty. */
  text: string;
}

/** Parses a JSON body; an empty body yields the status text as the error (product rules §7). */
export function parseJsonBody(raw: RawResponse): ApiResult<unknown> {
  if (raw.text.trim() === "") {
    return apiFail({ kind: "invalid-response", status: raw.status, message: raw.statusText || "Empty response" });
  }
  try {
    return apiOk(JSON.parse(raw.text) as unknown);
  } catch {
    return apiFail({ kind: "invalid-response", status: raw.status, message: "The response is not JSON." });
  }
}

export interface EnvelopeOptions {
  /** Some calls also require this `meta.status` (fetch-variants: 200). */
  requiredMetaStatus?: number;
}

/**
 * Reads `{ meta, result }`: success only when meta.success is true (and meta.status is the
 * required one, if given); otherwise the failure carries meta.message.
 */
export function readEnvelope<TSchema extends v.GenericSchema>(
  body: unknown,
  resultSchema: TSchema,
  options: EnvelopeOptions = {},
): ApiResult<v.InferOutput<TSchema>> {
  const envelope = v.safeParse(AnyEnvelopeSchema, body);
  if (!envelope.success) {
    return apiFail({ kind: "invalid-response", message: describeIssues(envelope.issues) });
  }
  const { meta, result } = envelope.output;
  const statusOk = options.requiredMetaStatus === undefined || meta.status === options.requiredMetaStatus;
  if (!meta.success || !statusOk) {
    return apiFail({ kind: "api", status: meta.status, message: meta.message || "The request did not succeed." });
  }
  return readPlain(result, resultSchema);
}

/** Checks a body that has no envelope. */
export function readPlain<TSchema extends v.GenericSchema>(body: unknown, schema: TSchema): ApiResult<v.InferOutput<TSchema>> {
  const parsed = v.safeParse(schema, body);
  return parsed.success ? apiOk(parsed.output) : apiFail({ kind: "invalid-response", message: describeIssues(parsed.issues) });
}

/** The message of a non-2xx answer: the body's meta.message or message, else the status text. */
export function httpErrorMessage(status: number, statusText: string, data: unknown): string {
  if (typeof data === "object" && data !== null) {
    const meta = (data as { meta?: { message?: unknown } }).meta;
    if (meta && typeof meta.message === "string" && meta.message) return meta.message;
    const message = (data as { message?: unknown }).message;
    if (typeof message === "string" && message) return message;
  }
  if (typeof data === "string" && data.trim() && data.length <= 300 && !data.trimStart().startsWith("<")) {
    return data.trim();
  }
  return statusText || `HTTP ${status}`;
}
