import { TOAST_MESSAGE, TRACKING_MESSAGE } from "@portal/core/messages";
import type { Context } from "hono";
import type * as v from "valibot";
import type { Brand } from "@portal/db/repositories/records";
import { resolveApiBrand } from "../../request-brand.ts";
import { sendAnswer } from "../../../http/send-answer.ts";
import { answerFail, answerOk, type TrackingAnswer } from "../tracking-answer.ts";
import { preferredDateRuleFor } from "@portal/core/edd";
import { TrackingFeedBodySchema, TrackingFeedQuerySchema, type TrackingFeedResult } from "@portal/core/api";
import { feedDirectionOf, failureReasonFor } from "@portal/core/feed-form";
import { findFeed, findLatestFeed, insertFeed, updateFeed } from "@portal/db/repositories/tracking-feeds";
import type { FailureDirection } from "@portal/db/repositories/tracking-issue-configs";
import type { ApiDeps } from "../../api-deps.ts";
import { sendFail, sendOk } from "../../../http/envelope.ts";
import { readJsonBody, readQuery } from "../../../http/request-input.ts";
import { findBrandShipment, findTrackedShipment } from "../shipment/shipment-request.ts";
import { openIssueOf } from "../shipment/shipment-stage.ts";
import { manifestOf } from "../../../brands/brand-rules.ts";
import { checkFeedAnswer } from "./feed-answer-check.ts";
import { wireFeedOf } from "./wire-feed.ts";
import { enqueueBrandEvent } from "../../../brand-events/enqueue-brand-event.ts";
import { ISSUE_ANSWERED_TYPE, issueAnsweredData } from "../../../brand-events/event-data-of.ts";
import { enqueueNdrPush } from "../../../ndr-push/enqueue-ndr-push.ts";

/** The same thanks the portal shows (core's toast), in the API's English. */
export const CONCERN_SAVED_MESSAGE = TOAST_MESSAGE["concern-submitted"];

/** GET for a validated query and the request's brand: the shipment's latest concern and the issue the shopper may answer now (new_ndr). */
export async function readFeed(
  deps: ApiDeps,
  direction: FailureDirection,
  brand: Brand | undefined,
  query: v.InferOutput<typeof TrackingFeedQuerySchema>,
): Promise<TrackingAnswer<TrackingFeedResult>> {
  const found = await findBrandShipment(deps, brand, query.tracking_id, query.security_key);
  if (!found) return answerFail(400, TRACKING_MESSAGE.notShipped);
  const { detail } = found;
  // The other direction's calls see no feed here: a delivery is not a pickup.
  if (feedDirectionOf(detail.shipment.isReverse) !== direction) return answerOk({ feed: null, new_ndr: null });
  const feed = await findLatestFeed(deps.db, found.brand.id, detail.shipment.id);
  return answerOk({ feed: feed ? wireFeedOf(feed) : null, new_ndr: openIssueOf(direction, detail) });
}

/** POST raises a new concern; PUT updates the one already raised for the same issue. */
export type FeedWrite = "create" | "update";

/**
 * The customer-feed calls of one direction: tracking-feed for failed deliveries (forward
 * shipments), npr/tracking-feed for failed pickups (reverse shipments). A feed holds the
 * shopper's phone and address; with the brand's security check on, no key or a wrong key is
 * answered like an unknown shipment (findTrackedShipment).
 */
export function feedHandlers(deps: ApiDeps, direction: FailureDirection) {
  /** GET: see `readFeed`. */
  const read = async (c: Context) => {
    const query = readQuery(c, TrackingFeedQuerySchema);
    if (!query.ok) return sendFail(c, query.status, query.message);
    return sendAnswer(c, await readFeed(deps, direction, await resolveApiBrand(c, deps), query.value));
  };

  /**
   * POST/PUT: the shopper's answer to the shipment's open failure. The issue answered must
   * be the open one, and the body must satisfy that issue's form.
   */
  const write = (mode: FeedWrite) => async (c: Context) => {
    const query = readQuery(c, TrackingFeedQuerySchema);
    if (!query.ok) return sendFail(c, query.status, query.message);
    const body = await readJsonBody(c, TrackingFeedBodySchema);
    if (!body.ok) return sendFail(c, body.status, body.message);
    const found = await findTrackedShipment(c, deps, query.value.tracking_id, query.value.security_key);
    if (!found.ok) return found.response;
    const { brand, detail } = found.shipment;

    const openIssue = openIssueOf(direction, detail);
    if (openIssue === null) return sendFail(c, 409, TRACKING_MESSAGE.noOpenIssue);
    if (body.value.issue_id !== openIssue) return sendFail(c, 400, TRACKING_MESSAGE.issueMismatch);
    const { form } = failureReasonFor(direction, openIssue);
    if (form === "none") return sendFail(c, 400, TRACKING_MESSAGE.issueNeedsNoAnswer);

    const now = deps.now();
    const answer = await checkFeedAnswer(form, body.value, {
      now,
      country: detail.order.customer.country,
      dateRule: preferredDateRuleFor(direction, manifestOf(brand).dateRule),
    });
    if (!answer.ok) return sendFail(c, 400, answer.message);

    const key = { brandId: brand.id, shipmentId: detail.shipment.id, issueId: openIssue };
    // The answer and its push to the courier are stored together or not at all: none is lost.
    const written = await deps.db.transaction().execute(async (trx) => {
      if (mode === "create" && !(await insertFeed(trx, key, answer.values, { now }))) return "exists" as const;
      if (mode === "update" && !(await updateFeed(trx, key, answer.values, { now }))) return "absent" as const;
      const feed = await findFeed(trx, key);
      // The courier hears the answer through the shipment's aggregator (ndr-push/), when it has an NDR API.
      if (feed) await enqueueNdrPush(trx, brand.id, detail, feed, { now });
      return feed;
    });
    if (written === "exists") return sendFail(c, 409, TRACKING_MESSAGE.concernExists);
    if (written === "absent") return sendFail(c, 404, TRACKING_MESSAGE.noConcernYet);
    const saved = written;
    if (saved)
      await enqueueBrandEvent(deps.db, brand.id, ISSUE_ANSWERED_TYPE[direction], issueAnsweredData(detail, saved, mode === "create" ? "created" : "updated"), {
        now,
      });
    return sendOk(c, { feed: saved ? wireFeedOf(saved) : null, new_ndr: openIssue } satisfies TrackingFeedResult, CONCERN_SAVED_MESSAGE);
  };

  return { read, create: write("create"), update: write("update") };
}
