import { TOAST_MESSAGE, TRACKING_MESSAGE } from "@portal/core/messages";
import type { Context } from "hono";
import { CourierRatingBodySchema, CourierRatingQuerySchema, type CourierRatingResult } from "@portal/core/api";
import {
  FEEDBACK_ANSWERS_PROBLEM_TEXT,
  feedbackAnswersProblem,
  isRatingAllowed,
  isScaleValue,
  ratingScaleOfTheme,
  scaleValueOfScore,
  scoreOfScaleValue,
  type FeedbackAnswers,
} from "@portal/core/rating";
import { manifestOf } from "../../../brands/brand-rules.ts";
import { findRating, saveRating } from "@portal/db/repositories/tracking-ratings";
import type { ApiDeps } from "../../api-deps.ts";
import { sendFail, sendOk } from "../../../http/envelope.ts";
import { readJsonBody, readQuery } from "../../../http/request-input.ts";
import { brandThemeOrNothing } from "../shipment/brand-theme.ts";
import { findTrackedShipment } from "../shipment/shipment-request.ts";
import { statusEventsOf } from "../shipment/shipment-stage.ts";
import { ratingCommentProblem } from "./rating-comment-check.ts";
import { enqueueBrandEvent } from "../../../brand-events/enqueue-brand-event.ts";
import { ratingCreatedData } from "../../../brand-events/event-data-of.ts";

export const RATING_SAVED_MESSAGE = TOAST_MESSAGE["feedback-thanks"];

/**
 * GET and POST courier-rating. Ratings travel on the brand's scale (stars 1-5 or 0-10) and
 * are stored on 0-10. Saving follows core's rule: a valid security key, or within 6 days
 * of a delivered scan; a forward shipment only (it rates the delivery); changing an earlier
 * rating needs the valid key. On a brand with the security check on, both calls need the
 * valid key (else the unknown waybill's answer, see findTrackedShipment).
 */
export function courierRatingHandlers(deps: ApiDeps) {
  const read = async (c: Context) => {
    const query = readQuery(c, CourierRatingQuerySchema);
    if (!query.ok) return sendFail(c, query.status, query.message);
    const found = await findTrackedShipment(c, deps, query.value.tracking_id, query.value.security_key);
    if (!found.ok) return found.response;
    const { brand, detail } = found.shipment;
    const [rating, theme] = await Promise.all([findRating(deps.db, brand.id, detail.shipment.id), brandThemeOrNothing(deps, brand.id)]);
    const result: CourierRatingResult = {
      courier_rating: rating ? scaleValueOfScore(ratingScaleOfTheme(theme), rating.score) : null,
      comment: rating ? rating.comment : "",
      ...answersField(rating ? rating.answers : {}),
    };
    return sendOk(c, result);
  };

  const save = async (c: Context) => {
    const query = readQuery(c, CourierRatingQuerySchema);
    if (!query.ok) return sendFail(c, query.status, query.message);
    const body = await readJsonBody(c, CourierRatingBodySchema);
    if (!body.ok) return sendFail(c, body.status, body.message);
    const commentProblem = ratingCommentProblem(body.value.comment);
    if (commentProblem) return sendFail(c, 400, commentProblem);

    const found = await findTrackedShipment(c, deps, query.value.tracking_id, query.value.security_key);
    if (!found.ok) return found.response;
    const { brand, detail, check } = found.shipment;
    // Answers only to the questions this brand's manifest asks, each in its kind.
    const answersProblem = feedbackAnswersProblem(body.value.answers, manifestOf(brand).feedbackQuestions);
    if (answersProblem) return sendFail(c, 400, FEEDBACK_ANSWERS_PROBLEM_TEXT[answersProblem]);
    const theme = await brandThemeOrNothing(deps, brand.id);
    const scale = ratingScaleOfTheme(theme);
    // The body's rating is on the brand's scale (the schema allows 0-10); stars are 1-5 of it.
    if (!isScaleValue(scale, body.value.courier_rating)) return sendFail(c, 400, "courier_rating must be between 1 and 5 stars.");
    const score = scoreOfScaleValue(scale, body.value.courier_rating);

    const now = deps.now();
    const allowed = isRatingAllowed({
      securityKeyValid: check.securityKeyValid,
      scans: statusEventsOf(detail.scans),
      now,
      enabled: !detail.shipment.isReverse,
    });
    if (!allowed) return sendFail(c, 403, TRACKING_MESSAGE.ratingClosed);
    // Anyone holding the waybill may give the first rating in the window; changing one
    // takes the shipment's key, so a stranger cannot overwrite the shopper's words.
    if (!check.securityKeyValid && (await findRating(deps.db, brand.id, detail.shipment.id)) !== undefined) {
      return sendFail(c, 403, TRACKING_MESSAGE.alreadyRated);
    }

    const comment = body.value.comment.trim();
    const answers = body.value.answers;
    await saveRating(deps.db, { brandId: brand.id, shipmentId: detail.shipment.id, score, comment, answers }, { now });
    await enqueueBrandEvent(deps.db, brand.id, "rating.created", ratingCreatedData(detail, { score, comment, answers }, now), { now });
    const result: CourierRatingResult = { courier_rating: body.value.courier_rating, comment, ...answersField(answers) };
    return sendOk(c, result, RATING_SAVED_MESSAGE);
  };

  return { read, save };
}

/** Answers go in an answer only when there are some (most brands ask no questions). */
function answersField(answers: FeedbackAnswers): { answers?: FeedbackAnswers } {
  return Object.keys(answers).length > 0 ? { answers } : {};
}
