import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ERROR_MESSAGE } from "../error-messages.ts";
import { RATING_CLOSED } from "../rating-refusals.ts";

/** What the tracking calls answer with (the API's own catalog; texts the portal shows too live beside the error catalogue). */
export const TRACKING_MESSAGE = {
  // product rules §8: tracking 400 or no data, another brand's shipment, code 23
  notShipped: ERROR_MESSAGE["tracking-not-found"],
  noOpenIssue: msg`There is no failed delivery or pickup on this shipment to answer.`,
  issueMismatch: msg`This concern does not match the shipment's current delivery issue.`,
  issueNeedsNoAnswer: msg`This delivery issue needs no answer from you.`,
  concernExists: msg`A concern for this issue has already been raised. Update it instead.`,
  noConcernYet: msg`No concern has been raised for this issue yet.`,
  ratingClosed: RATING_CLOSED,
  contactUpdated: msg`Your contact number has been updated. Notifications will go to the updated number.`,
  alreadyRated: msg`This delivery has already been rated. Open the link from your order message to change the rating.`,
  contactUpdateClosed: msg`The contact number can no longer be updated for this shipment.`,
  noSurvey: msg`This brand has no feedback survey.`,
  // The tracking page's updates opt-in (issue 35 item 4).
  notifySubscribed: msg`Done. You will get updates about this shipment.`,
  notifyChannelOff: msg`This shop does not send updates that way. Please choose another way.`,
  surveyHostNotAllowed: msg`The brand's survey link is not on an address the brand allows.`,
} as const satisfies Record<string, MessageDescriptor>;
export type TrackingMessageKey = keyof typeof TRACKING_MESSAGE;
