import type * as v from "valibot";
import {
  apiFail,
  apiOk,
  ContactUpdateQuerySchema,
  EddQuerySchema,
  ReturnOrderQuerySchema,
  ReturnReasonsQuerySchema,
  ReturnStatusQuerySchema,
  TrackingFeedQuerySchema,
  TrackOrderQuerySchema,
  validateRequest,
  VariantsQuerySchema,
  type ApiResult,
} from "@portal/core/api";
import { DEFAULT_LOCALE, type LocaleCode } from "@portal/core/locale";
import type { PortalDataSource } from "@portal/portal/ssr";
import type { Brand } from "@portal/db/repositories/records";
import type { ApiDeps } from "../api/api-deps.ts";
import { readContactUpdate } from "../api/tracking/contact/contact-update-route.ts";
import { lookupEdd } from "../api/tracking/edd/edd-lookup.ts";
import { readFeed } from "../api/tracking/feeds/feed-routes.ts";
import { lookupTrackOrder } from "../api/tracking/track-order/track-order-lookup.ts";
import { lookupReturnStatus } from "../api/returns/status/lookup-return-status.ts";
import { brandContextOf } from "../api/returns/http/brand-context.ts";
import { lookupReturnOrder } from "../api/returns/order/lookup-return-order.ts";
import type { ReturnOrderAccessDeps } from "../api/returns/order/return-order-access.ts";
import { readReturnReasons } from "../api/returns/routes/return-reasons-route.ts";
import { readVariants } from "../api/returns/routes/variants-route.ts";
import type { ReturnSessionClaims } from "../api/returns/session/return-session-token.ts";
import type { TrackingAnswer } from "../api/tracking/tracking-answer.ts";
import { messageText } from "../http/envelope.ts";
import { answerMessageOf } from "../http/request-message.ts";

/** A query's set values, as a query string would carry them. */
function definedOnly(query: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
}

/**
 * Checks the query with the API's own schema, then asks the domain function: bad input is
 * the same 400 the API gives, and the answer is exactly what the API would put in its
 * envelope, read here without HTTP, JSON or a second validation.
 */
async function answer<TSchema extends v.GenericSchema, TResult>(
  schema: TSchema,
  query: object,
  run: (value: v.InferOutput<TSchema>) => Promise<TrackingAnswer<TResult>>,
  locale: LocaleCode,
): Promise<ApiResult<TResult>> {
  const input = validateRequest(schema, definedOnly(query));
  if (!input.ok) return apiFail({ kind: "api", status: 400, message: messageText(locale, answerMessageOf(input.message)) });
  const result = await run(input.value);
  return result.ok ? apiOk(result.result) : apiFail({ kind: "api", status: result.status, message: messageText(locale, result.message) });
}

/** Who is asking, as the API would read it from the same request. */
export interface PageSession {
  /** The return login the request's `sub_token` cookie proves, verified. */
  returnLogin: ReturnSessionClaims | undefined;
  /** The cookie's token as sent: return-info verifies it itself (an ended login is its 401). */
  returnToken?: string | undefined;
  /** The page's language (default English): answers' messages are written in it, as the API writes them in the one its client asks for. */
  locale?: LocaleCode;
}

const NO_SESSION: PageSession = { returnLogin: undefined };

/**
 * What a page's route loader reads on the server: the tracking and returns areas' domain
 * functions for the page's brand (resolved once from the Host) and the request's session,
 * with the API's validation, masking and brand isolation. Undefined brand: every lookup is
 * the API's answer for a host without a brand.
 */
export function pageDataSource(
  deps: ApiDeps & Pick<ReturnOrderAccessDeps, "tokens">,
  brand: Brand | undefined,
  session: PageSession = NO_SESSION,
): PortalDataSource {
  const locale = session.locale ?? DEFAULT_LOCALE;
  return {
    trackOrder: (query) => answer(TrackOrderQuerySchema, query, (value) => lookupTrackOrder(deps, brand, value), locale),
    getEdd: (query) => answer(EddQuerySchema, query, (value) => lookupEdd(deps, brand, value), locale),
    getContactUpdate: (query) => answer(ContactUpdateQuerySchema, query, (value) => readContactUpdate(deps, brand, value), locale),
    getTrackingFeed: (query) => answer(TrackingFeedQuerySchema, query, (value) => readFeed(deps, "delivery", brand, value), locale),
    getPickupFeed: (query) => answer(TrackingFeedQuerySchema, query, (value) => readFeed(deps, "pickup", brand, value), locale),
    getReturnStatus: (query) => answer(ReturnStatusQuerySchema, query, (value) => lookupReturnStatus(deps, brand, value, session.returnLogin), locale),
    // The loader sends no token in the query; the API then reads the cookie, as here.
    getReturnOrder: (query) =>
      answer(
        ReturnOrderQuerySchema,
        query,
        async (value) => lookupReturnOrder(deps, brand && (await brandContextOf(deps, brand)), value, value.token ?? session.returnToken),
        locale,
      ),
    getReturnReasons: (query) => answer(ReturnReasonsQuerySchema, query, () => readReturnReasons(deps, brand), locale),
    getVariants: (query) => answer(VariantsQuerySchema, query, (value) => readVariants(deps, brand, value), locale),
  };
}
