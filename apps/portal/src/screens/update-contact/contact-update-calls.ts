import ky from "ky";
import * as v from "valibot";
import { API_BASE_PATH, apiFail, parseJsonBody, readEnvelope, toApiError, type ApiResult } from "@portal/core/api";

// TODO(core): the contact-update call (GET/POST /api/v1/contact-update, served by
// apps/server/src/api/tracking/contact) is not in core's API contract yet. Once it is
// (schemas plus `getContactUpdate` / `saveContactUpdate` on the client), this module goes
// and the screen uses `usePortal().api` like every other call.

/** Relative to API_BASE_PATH, as core's endpoint rows are. */
export const CONTACT_UPDATE_PATH = "contact-update";

export const ContactUpdateResultSchema = v.object({
  phone_number: v.nullish(v.string(), ""),
  alternate_phone_number: v.nullish(v.string(), ""),
  allow_contact_update: v.boolean(),
});
export type ContactUpdateResult = v.InferOutput<typeof ContactUpdateResultSchema>;

export interface ContactUpdateQuery {
  tracking_id: string;
  security_key?: string | undefined;
}
export interface ContactUpdateBody {
  phone_number: string;
  /** "" for none. */
  alternate_phone_number: string;
}

export interface ContactUpdateCalls {
  read(query: ContactUpdateQuery): Promise<ApiResult<ContactUpdateResult>>;
  save(query: ContactUpdateQuery, body: ContactUpdateBody): Promise<ApiResult<ContactUpdateResult>>;
}

/** Same behaviour as core's client: never rejects, GET retried, envelope checked. */
export function createContactUpdateCalls(origin: string): ContactUpdateCalls {
  const http = ky.create({ prefix: `${origin.replace(/\/+$/, "")}${API_BASE_PATH}`, timeout: 10_000, headers: { accept: "application/json" } });
  const call = async (method: "get" | "post", query: ContactUpdateQuery, body?: ContactUpdateBody): Promise<ApiResult<ContactUpdateResult>> => {
    const searchParams: Record<string, string> = { tracking_id: query.tracking_id };
    if (query.security_key) searchParams.security_key = query.security_key;
    try {
      const response = await http(CONTACT_UPDATE_PATH, { method, searchParams, retry: method === "get" ? 2 : 0, ...(body ? { json: body } : {}) });
      const parsed = parseJsonBody({ status: response.status, statusText: response.statusText, text: await response.text() });
      return parsed.ok ? readEnvelope(parsed.data, ContactUpdateResultSchema) : parsed;
    } catch (error) {
      return apiFail(toApiError(error));
    }
  };
  return {
    read: (query) => call("get", query),
    save: (query, body) => call("post", query, body),
  };
}
