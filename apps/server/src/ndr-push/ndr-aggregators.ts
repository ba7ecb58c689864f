import * as v from "valibot";
import type { WebhookProvider } from "@portal/core/webhooks";
import type { NdrPayload } from "./ndr-payload.ts";

/** The aggregators whose NDR action API the portal calls; the others have none. */
export const NDR_API_PROVIDERS = ["clickpost", "shiprocket"] as const;
export type NdrApiProvider = (typeof NDR_API_PROVIDERS)[number];

export const HAS_NDR_API = {
  clickpost: true,
  shiprocket: true,
  // AfterShip and EasyPost track; they do not take delivery instructions for a courier.
  aftership: false,
  easypost: false,
} as const satisfies Record<WebhookProvider, boolean>;

export function isNdrApiProvider(provider: string | undefined): provider is NdrApiProvider {
  return (NDR_API_PROVIDERS as readonly string[]).includes(provider ?? "");
}

/** A request as the worker sends it. */
export interface NdrRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** Where each aggregator's API lives (overridable per server, e.g. for a sandbox or a test). */
export interface NdrApiBases {
  clickpost: string;
  shiprocket: string;
}

/**
 * ClickPost "NDR Action Update" (v2), https://docs.clickpost.ai/reference/ndr-action-update-api-v2:
 * POST, `username` and `key` as query parameters, a JSON body with action REATTEMPT or
 * INITIATE_RTO, waybill, cp_id, account_code and the updated address, landmark, drop_pincode,
 * phone_number and preferred_date. The answer's `meta.success` says whether it was taken.
 * The reference's text names no path; the v1 page (…/api/v1/ndr/update/) gives its family, so
 * the URL is a setting (NDR_CLICKPOST_URL) with …/api/v2/ndr/update/ as default.
 */
export const DEFAULT_CLICKPOST_URL = "https://www.clickpost.in/api/v2/ndr/update/";

/**
 * Shiprocket's API, https://apiv2.shiprocket.in (docs: apidocs.shiprocket.in, "NDR" →
 * "Action NDR"): POST /v1/external/auth/login with {email, password} answers a token; POST
 * /v1/external/ndr/{awb}/action with `Authorization: Bearer <token>` and {action:
 * "re-attempt" | "return", comments, phone, address1, address2, deferred_date}.
 */
export const DEFAULT_SHIPROCKET_URL = "https://apiv2.shiprocket.in";

export const ClickPostCredentialsSchema = v.object({ username: v.pipe(v.string(), v.minLength(1)), key: v.pipe(v.string(), v.minLength(1)) });
export const ShiprocketCredentialsSchema = v.object({ email: v.pipe(v.string(), v.email()), password: v.pipe(v.string(), v.minLength(1)) });

export const NDR_CREDENTIALS_SCHEMA = {
  clickpost: ClickPostCredentialsSchema,
  shiprocket: ShiprocketCredentialsSchema,
} as const satisfies Record<NdrApiProvider, v.GenericSchema>;

/** The brand's stored credentials for a provider, or undefined when absent or malformed. */
export function readCredentials<P extends NdrApiProvider>(
  provider: P,
  stored: string | undefined,
): v.InferOutput<(typeof NDR_CREDENTIALS_SCHEMA)[P]> | undefined {
  if (!stored) return undefined;
  try {
    const parsed = v.safeParse(NDR_CREDENTIALS_SCHEMA[provider], JSON.parse(stored));
    return parsed.success ? (parsed.output as v.InferOutput<(typeof NDR_CREDENTIALS_SCHEMA)[P]>) : undefined;
  } catch {
    return undefined;
  }
}

/** ClickPost's request for one answer. */
export function clickPostRequest(base: string, credentials: v.InferOutput<typeof ClickPostCredentialsSchema>, payload: NdrPayload): NdrRequest {
  const url = new URL(base);
  url.searchParams.set("username", credentials.username);
  url.searchParams.set("key", credentials.key);
  const reattempt = payload.wants === "reattempt";
  const body = {
    action: reattempt ? "REATTEMPT" : "INITIATE_RTO",
    waybill: payload.waybill,
    ...(payload.cpId !== null ? { cp_id: payload.cpId } : {}),
    ...(payload.accountCode ? { account_code: payload.accountCode } : {}),
    // The reference marks these mandatory for REATTEMPT: what the shopper changed, else what is on file.
    ...(reattempt
      ? definedOnly({
          address: payload.address ?? payload.onFile?.address,
          landmark: payload.landmark,
          drop_pincode: payload.dropPincode ?? payload.onFile?.dropPincode,
          phone_number: payload.phoneNumber ?? payload.onFile?.phoneNumber,
          preferred_date: payload.preferredDate,
        })
      : {}),
  };
  return { url: url.toString(), headers: { "content-type": "application/json" }, body: JSON.stringify(body) };
}

/** Shiprocket's login request. */
export function shiprocketLoginRequest(base: string, credentials: v.InferOutput<typeof ShiprocketCredentialsSchema>): NdrRequest {
  return {
    url: new URL("/v1/external/auth/login", base).toString(),
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: credentials.email, password: credentials.password }),
  };
}

/** Shiprocket's NDR action for one answer, with the token the login gave. */
export function shiprocketActionRequest(base: string, token: string, payload: NdrPayload): NdrRequest {
  const reattempt = payload.wants === "reattempt";
  const when = payload.preferredTime ? ` (${payload.preferredTime})` : "";
  // `comments` is required: the shopper's own words, else what they asked for.
  const comments = payload.comment || (reattempt ? `Shopper asked for another attempt${when}.` : "Shopper declined the delivery.");
  const body = {
    action: reattempt ? "re-attempt" : "return",
    comments,
    ...(reattempt
      ? definedOnly({ phone: payload.phoneNumber, address1: payload.address, address2: payload.landmark, deferred_date: payload.preferredDate })
      : {}),
  };
  return {
    url: new URL(`/v1/external/ndr/${encodeURIComponent(payload.waybill)}/action`, base).toString(),
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  };
}

function definedOnly(fields: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ""));
}
