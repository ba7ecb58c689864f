/**
 * What every client call resolves to: data, or an error of a known kind. The client never
 * throws for HTTP, network, time-out or shape problems.
 */
export const API_ERROR_KINDS = ["http", "network", "timeout", "invalid-response", "api"] as const;
export type ApiErrorKind = (typeof API_ERROR_KINDS)[number];

export interface ApiError {
  /**
   * - http: the server answered with a non-2xx status
   * - network: no answer (offline, refused, DNS)
   * - timeout: no answer in time
   * - invalid-response: an answer, but empty, not JSON, or not the agreed shape
   * - api: a well-formed answer whose `meta.success` is false
   */
  kind: ApiErrorKind;
  /** HTTP status, or `meta.status` for kind "api". */
  status?: number;
  /** For kind "api" this is the server's `meta.message`; for an empty answer, the status text. */
  message: string;
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

export function apiOk<T>(data: T): ApiResult<T> {
  return { ok: true, data };
}

export function apiFail<T = never>(error: ApiError): ApiResult<T> {
  return { ok: false, error };
}
