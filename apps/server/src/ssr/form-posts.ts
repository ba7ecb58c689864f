import type { Context, Hono } from "hono";
import { apiPath, checkContactNumbers, type ApiCallName } from "@portal/core/api";
import { FEED_FORM_KINDS, toTrackingFeedBody, type FeedFormKind, type FeedFormValues } from "@portal/core/feed-form";
import { afterLoginHref, LOGIN_NEXT_PARAM, returnLoginBodyOf } from "@portal/core/permissions";
import { matchRoute, type RouteMatch } from "@portal/core/routes";
import type { PostedForm, PostedFormId, ReturnFlowFormId } from "@portal/portal/ssr";
import { INPUT_MESSAGE, WRITE_REFUSAL_MESSAGE } from "@portal/core/messages";
import { answerText } from "../http/envelope.ts";
import { brandForHost } from "../http/brand-for-host.ts";
import { effectiveThemeFor } from "../brands/brand-rules.ts";
import { readLimitedBody } from "../http/read-limited-body.ts";
import type { PageDeps } from "./render-page.ts";

/** A form's fields are a few short texts: anything longer is not one of ours. */
export const FORM_BODY_LIMIT_BYTES = 16 * 1024;

/** The request headers an API call made for a form keeps: who sent it, from where, in which language. */
const KEPT_HEADERS = ["host", "cookie", "origin", "sec-fetch-site", "user-agent", "x-forwarded-for", "x-forwarded-proto"] as const;

/** One API call a form post becomes: the same call, schema and limits the page's script would use. */
export interface FormCall {
  call: ApiCallName;
  method: "GET" | "POST" | "PUT";
  query?: Record<string, string | undefined>;
  /** Sent as JSON; a GET sends none. */
  body?: unknown;
}

interface FormContext {
  url: URL;
  match: RouteMatch;
  fields: Record<string, string>;
  brandSubdomain: string;
  /** The brand's country (its theme): the phone format core's check applies. */
  country: string | undefined;
}

interface FormPostRule {
  /** The API call(s) tried in order: the next only when the previous answered 409 (a concern raised meanwhile). */
  calls: (form: FormContext) => FormCall[];
  /** Where a saved form sends the browser (303): a page whose URL holds no personal data. */
  done: (form: FormContext) => string;
  /** The fields kept for a refused post's new render. */
  fields: readonly string[];
}

const FEED_FIELDS = ["answer", "preferred_date", "preferred_time", "contact", "phone_number", "address", "drop_pincode", "landmark", "comment"] as const;

/** The same page again (its shipment's link: waybill and key, nothing the shopper typed). */
const samePage = ({ url }: FormContext) => url.pathname + url.search;

function feedRule(create: ApiCallName, update: ApiCallName): FormPostRule {
  return {
    fields: FEED_FIELDS,
    calls: ({ url, fields }) => {
      const kind = (FEED_FORM_KINDS as readonly string[]).includes(fields.form_kind ?? "") ? (fields.form_kind as FeedFormKind) : undefined;
      const issueId = Number(fields.issue_id);
      const values: FeedFormValues = Object.fromEntries(FEED_FIELDS.map((f) => [f, fields[f] ?? ""]));
      // An unknown form or reason still goes to the API, whose schema refuses it with its own message.
      const body = kind ? toTrackingFeedBody(issueId, kind, values) : { issue_id: issueId };
      const query = { tracking_id: url.searchParams.get("waybill") ?? "", security_key: url.searchParams.get("security_key") ?? undefined };
      const put: FormCall = { call: update, method: "PUT", query, body };
      return fields.mode === "update" ? [put] : [{ call: create, method: "POST", query, body }, put];
    },
    done: samePage,
  };
}

const FORM_POSTS = {
  login: {
    fields: ["username", "password"],
    calls: ({ fields, brandSubdomain }) => [
      {
        call: "returnLogin",
        method: "POST",
        body: returnLoginBodyOf({ username: fields.username ?? "", password: fields.password ?? "", domain: brandSubdomain }),
      },
    ],
    done: ({ url, match }) => afterLoginHref(match.prefix, url.searchParams.get(LOGIN_NEXT_PARAM)),
  },
  "update-contact": {
    fields: ["phone_number", "alternate_phone_number"],
    calls: ({ url, fields, country }) => {
      const sent = { phone_number: fields.phone_number ?? "", alternate_phone_number: fields.alternate_phone_number ?? "" };
      // The numbers as the page's script sends them (core's check normalises them); bad ones go as typed, for the API to refuse.
      const check = checkContactNumbers(sent, country);
      return [
        {
          call: "saveContactUpdate",
          method: "POST",
          query: { tracking_id: url.searchParams.get("waybill") ?? "", security_key: url.searchParams.get("security_key") ?? undefined },
          body: check.ok ? check.value : sent,
        },
      ];
    },
    done: samePage,
  },
  // The tracking page's updates opt-in (issue 35 item 4): the checkbox posts "on" when ticked.
  home: {
    fields: ["channel", "address", "consent"],
    calls: ({ url, fields }) => [
      {
        call: "notificationOptIn",
        method: "POST",
        query: { tracking_id: url.searchParams.get("waybill") ?? "", security_key: url.searchParams.get("security_key") ?? undefined },
        body: { channel: fields.channel ?? "", address: fields.address ?? "", consent: fields.consent === "on" },
      },
    ],
    // Back to the opt-in, which now lists the channel as subscribed.
    done: (form) => `${samePage(form)}#updates`,
  },
  // The tracking page's rating widget; its hidden `form` field names it (formIdOf).
  rating: {
    fields: ["courier_rating", "comment"],
    calls: ({ url, fields }) => [
      {
        call: "saveCourierRating",
        method: "POST",
        query: { tracking_id: url.searchParams.get("waybill") ?? "", security_key: url.searchParams.get("security_key") ?? undefined },
        // No value chosen goes as none, for the API's schema to refuse in its words.
        body: { courier_rating: fields.courier_rating ? Number(fields.courier_rating) : null, comment: fields.comment ?? "" },
      },
    ],
    // Back to the widget, which now shows the rating given.
    done: (form) => `${samePage(form)}#rating`,
  },
  "delivery-issue": feedRule("createTrackingFeed", "updateTrackingFeed"),
  "reverse-issue": feedRule("createPickupFeed", "updatePickupFeed"),
} as const satisfies Record<Exclude<PostedFormId, ReturnFlowFormId>, FormPostRule>;

/** Forms that share a page with its own form, and name themselves in a hidden `form` field. */
const NAMED_FORMS = { rating: "home" } as const satisfies Partial<Record<PostedFormId, string>>;

/** Which form a post to this screen is: the one its `form` field names, if it lives there; else the screen's own. */
function formIdOf(screen: string, fields: Record<string, string>): PostedFormId | undefined {
  const named = fields.form;
  if (named !== undefined && Object.hasOwn(NAMED_FORMS, named) && NAMED_FORMS[named as keyof typeof NAMED_FORMS] === screen) return named as PostedFormId;
  return Object.hasOwn(FORM_POSTS, screen) ? (screen as PostedFormId) : undefined;
}

/** What the page renders again for a refused post: the fields as sent and the API's message. */
export type FormPostAnswer = Response | { posted: PostedForm; status: number };

/**
 * A page's form posted without JavaScript (login, contact update, delivery and pickup issues).
 * The fields become the very API call the page's script makes, sent through this app, so the
 * same schema, origin check and rate limits apply (the cross-site check has already run on
 * the form post itself: refuseCrossSiteWrites). Saved: 303 to a page without what was typed
 * (Post/Redirect/Get), with the API's cookies. Refused: the form again, as sent, with the
 * API's message in the page's language.
 */
export async function answerFormPost(c: Context, app: Hono, deps: Pick<PageDeps, "db" | "env">): Promise<FormPostAnswer> {
  const url = new URL(c.req.url);
  const match = matchRoute(url.pathname);
  const ownForm = match && formIdOf(match.screen, {});
  if (!match || !ownForm) return c.text(answerText(c, WRITE_REFUSAL_MESSAGE.noForm), 405, { Allow: "GET, HEAD" });
  const body = await readLimitedBody(c.req.raw, FORM_BODY_LIMIT_BYTES);
  if (!body.ok) return c.text(answerText(c, INPUT_MESSAGE.bodyTooLarge), 413);
  const fields = formFieldsOf(c.req.header("content-type"), body.bytes);
  const formId = formIdOf(match.screen, fields) ?? ownForm;
  if (!Object.hasOwn(FORM_POSTS, formId)) return c.text(answerText(c, WRITE_REFUSAL_MESSAGE.noForm), 405, { Allow: "GET, HEAD" });
  const rule: FormPostRule = FORM_POSTS[formId as keyof typeof FORM_POSTS];
  const brand = await brandForHost(deps, c.req.header("host"));
  if (!brand) return c.text(answerText(c, WRITE_REFUSAL_MESSAGE.noForm), 405, { Allow: "GET, HEAD" });
  const country = (await effectiveThemeFor(deps.db, brand)).config?.country;
  const form: FormContext = { url, match, fields, brandSubdomain: brand.subdomain, country };

  let answer: Response | undefined;
  for (const call of rule.calls(form)) {
    answer = await app.fetch(apiRequest(c, url, call, match.locale), c.env);
    if (answer.status !== 409) break;
  }
  if (answer?.ok) {
    const redirect = new Response(null, { status: 303, headers: { Location: rule.done(form), "Cache-Control": "no-store" } });
    for (const cookie of answer.headers.getSetCookie()) redirect.headers.append("Set-Cookie", cookie);
    return redirect;
  }
  const kept = Object.fromEntries(rule.fields.map((name) => [name, fields[name] ?? ""]));
  return { posted: { form: formId, values: kept, message: await messageOf(answer) }, status: answer?.status ?? 400 };
}

/** A form is url-encoded (the only type refuseCrossSiteWrites lets reach a page); its fields as text. */
export function formFieldsOf(contentType: string | undefined, bytes: Uint8Array): Record<string, string> {
  const mediaType = contentType?.split(";")[0]?.trim().toLowerCase();
  if (mediaType !== "application/x-www-form-urlencoded") return {};
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(new TextDecoder().decode(bytes))) fields[name] ??= value;
  return fields;
}

export function apiRequest(c: Context, url: URL, call: FormCall, locale: string): Request {
  const target = new URL(apiPath(call.call), url.origin);
  for (const [name, value] of Object.entries(call.query ?? {})) if (value) target.searchParams.set(name, value);
  const headers = new Headers({ "content-type": "application/json", "accept-language": locale });
  for (const name of KEPT_HEADERS) {
    const value = c.req.header(name);
    if (value !== undefined) headers.set(name, value);
  }
  return new Request(target, { method: call.method, headers, ...(call.method === "GET" ? {} : { body: JSON.stringify(call.body) }) });
}

/** The API's one line for people (its envelope's meta.message), in the page's language. */
export async function messageOf(answer: Response | undefined): Promise<string> {
  if (!answer) return "";
  try {
    const json = (await answer.json()) as { meta?: { message?: unknown }; message?: unknown };
    const message = json.meta?.message ?? json.message;
    return typeof message === "string" ? message : "";
  } catch {
    return "";
  }
}
