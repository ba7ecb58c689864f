import { randomBytes } from "node:crypto";
import type { Context, Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { parse as parseCookies } from "hono/utils/cookie";
import { INPUT_MESSAGE, RETURNS_MESSAGE, STORAGE_MESSAGE } from "@portal/core/messages";
import { RETURN_TOKEN_COOKIE } from "@portal/core/permissions";
import type { RouteMatch } from "@portal/core/routes";
import type { IfscLookupResult, PincodeServiceabilityResult, ReturnRequestResult } from "@portal/core/api";
import {
  initialStateForRequest,
  intentOf,
  loadPortal,
  mergeDraftFields,
  postedPincodeToCheck,
  postedReturnRequest,
  renderedFields,
  stepOfField,
  withoutRemovedPhoto,
  INTENT_FIELD,
  REQUEST_ID_FIELD,
  SERVICEABILITY_FIELD,
  IFSC_LOOKUP_FIELD,
  STEP_FIELD,
  type PortalInitialState,
  type PostedForm,
  type ReturnFlowFormId,
} from "@portal/portal/ssr";
import { inOneRead } from "@portal/db/one-read";
import { answerText } from "../http/envelope.ts";
import { brandForHost } from "../http/brand-for-host.ts";
import { readLimitedBody } from "../http/read-limited-body.ts";
import { deviceFromUserAgent, isWebview } from "../http/device.ts";
import { isHttpsRequest } from "../api/admin/request-security.ts";
import { effectiveThemeFor } from "../brands/brand-rules.ts";
import { signedTokensFor, TOKEN_PAYLOAD_LIMIT, type SignedTokens } from "../auth/signed-token.ts";
import { RETURN_SESSION_TTL_MS } from "../api/returns/session/return-session-token.ts";
import { apiRequest, FORM_BODY_LIMIT_BYTES, formFieldsOf, messageOf } from "./form-posts.ts";
import { pageDataSource } from "./page-data-source.ts";
import { isMultipartPost, readMultipartStep, storePostedPhotos, POSTED_PHOTOS_BODY_LIMIT_BYTES, type PhotoOwner } from "./posted-photos.ts";
import { pageClock } from "./rendered-pages.ts";
import { themeForPage } from "./sanitize-banner.ts";
import type { PageDeps, RefusedPost } from "./render-page.ts";

/** The draft of a return flow walked without script: one per browser, for the order link it was made on. */
export const RETURN_DRAFT_COOKIE = "portal_return_draft";

/** The screens whose steps post here, and the form each is. */
const FLOW_FORMS = { returns: "returns", exchange: "exchange" } as const satisfies Record<string, ReturnFlowFormId>;

export function isReturnFlowPost(match: RouteMatch | null): match is RouteMatch & { screen: keyof typeof FLOW_FORMS } {
  return match !== null && Object.hasOwn(FLOW_FORMS, match.screen);
}

interface Draft {
  fields: Record<string, string>;
  requestId: string;
  /** The request these fields placed (its refund account details left out), once placed. */
  placed?: ReturnRequestResult | undefined;
}

/**
 * A step of the return flow posted without JavaScript (issue 33 item 18). The draft (the
 * steps' fields, never refund account details) lives in a signed, HttpOnly cookie bound to
 * the brand, the flow and the order link, expiring with the return login; each post replaces
 * its step's fields and the page renders the flow they make (portal's posted-flow.ts runs the
 * step's own checks: the next step, or this one with its complaints). The last step places
 * the request through the API call the script makes (its schema, policy checks and
 * idempotency, with the draft's request id), and the page shows the same confirmation.
 * Cross-site posts were refused before this runs (refuseCrossSiteWrites).
 */
export async function answerReturnFlowPost(
  c: Context,
  app: Hono,
  deps: PageDeps,
  match: RouteMatch & { screen: keyof typeof FLOW_FORMS },
): Promise<Response | RefusedPost> {
  const contentType = c.req.header("content-type");
  const now = deps.now();
  // Step 1 with photos (multipart): a large body is read only for a shopper logged in to a
  // return (cross-site posts were refused before), and only up to what the scripted upload allows.
  const multipart = isMultipartPost(contentType);
  if (multipart && !hasReturnLogin(c, deps, now)) return c.text(answerText(c, RETURNS_MESSAGE.notAllowed), 403);
  const body = await readLimitedBody(c.req.raw, multipart ? POSTED_PHOTOS_BODY_LIMIT_BYTES : FORM_BODY_LIMIT_BYTES);
  if (!body.ok) return c.text(answerText(c, multipart ? STORAGE_MESSAGE.tooLarge : INPUT_MESSAGE.bodyTooLarge), 413);
  const multipartStep = multipart ? await readMultipartStep(contentType ?? "", body.bytes) : undefined;
  let posted = multipartStep ? multipartStep.fields : formFieldsOf(contentType, body.bytes);
  const url = new URL(c.req.url);
  const tokens = signedTokensFor(deps.env);
  const scope = `${c.req.header("host") ?? ""}|${match.screen}|${url.search}`;
  const kept = readDraft(tokens, getCookie(c, RETURN_DRAFT_COOKIE), scope, now);
  const step = stepOfField(posted[STEP_FIELD]);
  const intent = intentOf(posted[INTENT_FIELD]);
  const placing = step === 3 && intent === "submit";
  // A placed draft answers only its own last step again (a reload of the confirmation re-posts
  // it): the same confirmation, no second request. Any other post starts a new flow.
  const draft = kept?.placed && !placing ? undefined : kept;
  // Photos chosen on step 1: stored as the scripted upload stores them, their URLs kept with the step.
  let photoRefusals: Record<string, string> = {};
  if (step === 1 && multipartStep && multipartStep.files.size > 0) {
    const emptyForm: PostedForm = { form: FLOW_FORMS[match.screen], values: {}, message: "" };
    const owner = photoOwnerOf(await loadedFlowPage(c, deps, match, emptyForm, now), await brandForHost(deps, c.req.header("host")));
    if (owner) ({ fields: posted, refusals: photoRefusals } = await storePostedPhotos(c, deps, owner, multipartStep));
  }
  // A photo's Remove button: its URL leaves the step's kept URLs (the file stays in the store, as the script's remove leaves it).
  posted = withoutRemovedPhoto(posted);
  const fields = mergeDraftFields(draft?.fields ?? {}, posted);
  const requestId = draft?.requestId ?? randomBytes(16).toString("hex");
  const values: Record<string, string> = { ...renderedFields(fields, posted), ...photoRefusals, [REQUEST_ID_FIELD]: requestId };
  const form: PostedForm = { form: FLOW_FORMS[match.screen], values, message: "" };
  if (draft?.placed) return { posted: { ...form, placed: draft.placed }, status: 200 };

  // The IFSC lookup: the bank and branch filled from the API's answer, as the script fills them
  // (step 3's account fields are posted each time and never kept in the draft).
  if (step === 3 && intent === "ifsc-lookup") {
    const ifsc = (posted.ifsccode ?? "").trim().toUpperCase();
    const found = ifsc ? await ifscOf(c, app, url, match.locale, ifsc) : undefined;
    if (found?.valid)
      Object.assign(values, {
        ifsccode: found.ifsc,
        bankName: found.bank_name || values.bankName || "",
        branchName: found.branch_name ?? values.branchName ?? "",
      });
    values[IFSC_LOOKUP_FIELD] = found?.valid ? "found" : "unknown";
  }

  const checksPickup = (step === 2 && (intent === "continue" || intent === "save-address")) || placing;
  const page = checksPickup ? await loadedFlowPage(c, deps, match, form, now) : undefined;
  // Couriers are asked about the chosen address as soon as a post chooses it (the script asks
  // when it is picked): an unserved postal code keeps step 2 open, saying so, with self-ship
  // where core offers it.
  const pincode = page ? postedPincodeToCheck(page, new Date(page.renderedAt)) : undefined;
  const shipment = page ? shipmentOf(page) : undefined;
  if (pincode && shipment) {
    const served = await serviceabilityOf(c, app, url, match.locale, shipment, pincode);
    if (served !== undefined) values[SERVICEABILITY_FIELD] = `${pincode}|${served ? "1" : "0"}`;
  }

  const request = placing && page ? postedReturnRequest(page, new Date(page.renderedAt)) : undefined;
  if (request) {
    const answer = await app.fetch(
      apiRequest(c, url, { call: "returnRequest", method: "POST", body: { ...request, client_request_id: requestId } }, match.locale),
      c.env,
    );
    if (answer.ok) {
      const json = (await answer.json()) as { result?: ReturnRequestResult };
      // Placed: the draft now says so, for a reload to show this confirmation again.
      if (json.result) keepDraft(c, deps, tokens, scope, { fields, requestId, placed: withoutAccount(json.result) }, url.pathname, now);
      else deleteCookie(c, RETURN_DRAFT_COOKIE, { path: url.pathname });
      return { posted: { ...form, placed: json.result }, status: 200 };
    }
    keepDraft(c, deps, tokens, scope, { fields, requestId }, url.pathname, now);
    return { posted: { ...form, message: await messageOf(answer) }, status: answer.status };
  }
  keepDraft(c, deps, tokens, scope, { fields, requestId }, url.pathname, now);
  return { posted: form, status: 200 };
}

/** The placed answer as the draft keeps it: which payout, never its bank name, account or UPI id. */
function withoutAccount(result: ReturnRequestResult): ReturnRequestResult {
  if (!result.refund) return result;
  const { refund } = result;
  // refundSummaryOfAnswer tells the payout by which field is set: a mark keeps that, not the detail.
  return { ...result, refund: { ...refund, bank_name: "", account_number: refund.account_number ? "•" : "", upi_id: refund.upi_id ? "•" : "" } };
}

/** The order the flow's page loaded, when it loaded ready. */
function flowOrderOf(state: PortalInitialState | undefined): { shipment_uuid?: string; item_info?: readonly { id: number }[] } | undefined {
  type Loaded = { data?: { status?: string; flow?: { order?: { shipment_uuid?: string; item_info?: readonly { id: number }[] } } } };
  const loaded = state?.screenData?.data as Loaded | undefined;
  return loaded?.data?.status === "ready" ? loaded.data.flow?.order : undefined;
}

/** The order's shipment the flow's page loaded, for the API's per-shipment checks. */
function shipmentOf(state: PortalInitialState | undefined): string | undefined {
  return flowOrderOf(state)?.shipment_uuid || undefined;
}

function hasReturnLogin(c: Context, deps: PageDeps, now: Date): boolean {
  const token = parseCookies(c.req.header("cookie") ?? "", RETURN_TOKEN_COOKIE)[RETURN_TOKEN_COOKIE];
  return token !== undefined && token !== "" && deps.tokens.verify(token, now) !== undefined;
}

/** Whose photos a post may store: the order the flow's page loaded for this login, and its items. */
function photoOwnerOf(state: PortalInitialState | undefined, brand: PhotoOwner["brand"] | undefined): PhotoOwner | undefined {
  const items = flowOrderOf(state)?.item_info ?? [];
  return brand ? { brand, shipmentUuid: shipmentOf(state), itemIds: items.map((item) => item.id) } : undefined;
}

/** Whether couriers serve the postal code, through the API call the script's check makes; undefined when it did not answer. */
async function serviceabilityOf(c: Context, app: Hono, url: URL, locale: string, shipment: string, pincode: string): Promise<boolean | undefined> {
  const call = { call: "pincodeServiceability", method: "GET", query: { shipment_uuid: shipment, pickup_pincode: pincode } } as const;
  const answer = await app.fetch(apiRequest(c, url, call, locale), c.env);
  if (!answer.ok) return undefined;
  const json = (await answer.json()) as { result?: PincodeServiceabilityResult };
  return json.result?.pincode_serviceable;
}

/** The IFSC lookup through the API call the script's Look up makes; undefined when it did not answer. */
async function ifscOf(c: Context, app: Hono, url: URL, locale: string, ifsc: string): Promise<IfscLookupResult | undefined> {
  const answer = await app.fetch(apiRequest(c, url, { call: "ifscLookup", method: "GET", query: { ifsc } }, locale), c.env);
  if (!answer.ok) return undefined;
  return ((await answer.json()) as { result?: IfscLookupResult }).result;
}

/** The flow's page as it loads for this request, with the post's fields: what the step's checks read. */
async function loadedFlowPage(c: Context, deps: PageDeps, match: RouteMatch, posted: PostedForm, now: Date): Promise<PortalInitialState | undefined> {
  const url = new URL(c.req.url);
  const userAgent = c.req.header("user-agent");
  return inOneRead(deps.db, async (db) => {
    const pageDeps = { ...deps, db };
    const brand = await brandForHost(pageDeps, c.req.header("host"));
    if (!brand) return undefined;
    const theme = themeForPage(await effectiveThemeFor(db, brand));
    const state = initialStateForRequest({
      url,
      match,
      brand: { package: brand.brandPackage, subdomain: brand.subdomain, name: brand.name, checksKeys: brand.securityCheckEnabled },
      theme,
      device: deviceFromUserAgent(userAgent),
      webview: isWebview(userAgent),
      now: pageClock(now),
    });
    // The same values object: the courier's answer added to it later is what the checks then read.
    state.posted = posted;
    const returnToken = parseCookies(c.req.header("cookie") ?? "", RETURN_TOKEN_COOKIE)[RETURN_TOKEN_COOKIE];
    const returnLogin = returnToken ? deps.tokens.verify(returnToken, now) : undefined;
    const session = { returnLogin, returnToken: returnToken || undefined, locale: state.user.lang };
    const page = await loadPortal({
      url: url.pathname + url.search,
      state,
      source: pageDataSource(pageDeps, brand, session),
      returnSession: returnLogin !== undefined,
    });
    return page.state;
  });
}

function readDraft(tokens: SignedTokens, token: string | undefined, scope: string, now: Date): Draft | undefined {
  if (!token) return undefined;
  const check = tokens.verify("return-draft", token, now, scope);
  if (!check.ok) return undefined;
  try {
    const fields = JSON.parse(check.claims.fields) as unknown;
    if (typeof fields !== "object" || fields === null || Array.isArray(fields)) return undefined;
    const text = Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === "string");
    const placed = check.claims.placed ? (JSON.parse(check.claims.placed) as ReturnRequestResult) : undefined;
    return { fields: Object.fromEntries(text), requestId: check.claims.requestId, placed };
  } catch {
    return undefined;
  }
}

/**
 * The draft as a cookie on this page's path, lasting as long as a return login does. One that
 * would not fit a cookie (very long comments) is not kept: this answer still shows every field.
 */
function keepDraft(c: Context, deps: PageDeps, tokens: SignedTokens, scope: string, draft: Draft, path: string, now: Date): void {
  const expiresAt = new Date(now.getTime() + RETURN_SESSION_TTL_MS);
  const claims = { fields: JSON.stringify(draft.fields), requestId: draft.requestId, placed: draft.placed ? JSON.stringify(draft.placed) : "" };
  const token = tokens.sign("return-draft", claims, expiresAt, scope);
  if (token.indexOf(".") > TOKEN_PAYLOAD_LIMIT) return;
  setCookie(c, RETURN_DRAFT_COOKIE, token, {
    path,
    httpOnly: true,
    sameSite: "Lax",
    secure: isHttpsRequest(c, deps.env),
    maxAge: Math.floor(RETURN_SESSION_TTL_MS / 1000),
  });
}
