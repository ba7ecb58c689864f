import { ERROR_MESSAGE } from "@portal/core/messages";
import { englishTextOf } from "@portal/i18n/english";

/** Messages the tracking calls answer with. Texts the portal also shows are core's descriptors. */
export const TRACKING_MESSAGE = {
  // spec section 8: tracking 400 or no data, another brand's shipment, code 23
  notShipped: englishTextOf(ERROR_MESSAGE["tracking-not-found"]),
  noOpenIssue: "There is no failed delivery or pickup on this shipment to answer.",
  issueMismatch: "This concern does not match the shipment's current delivery issue.",
  issueNeedsNoAnswer: "This delivery issue needs no answer from you.",
  concernExists: "A concern for this issue has already been raised. Update it instead.",
  noConcernYet: "No concern has been raised for this issue yet.",
  ratingClosed: "This delivery can no longer be rated.",
  alreadyRated: "This delivery has already been rated. Open the link from your order message to change the rating.",
  contactUpdateClosed: "The contact number can no longer be updated for this shipment.",
  noSurvey: "This brand has no feedback survey.",
  surveyHostNotAllowed: "The brand's survey link is not on an address the brand allows.",
} as const;
