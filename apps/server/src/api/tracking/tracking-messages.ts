/** Messages the tracking calls answer with. Texts marked "spec" are the spec's own (section 8). */
export const TRACKING_MESSAGE = {
  // spec: tracking 400 or no data, another brand's shipment, code 23
  notShipped: "The order/shipment you're trying to track has not been shown shipped yet or the order number entered is incorrect.",
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
