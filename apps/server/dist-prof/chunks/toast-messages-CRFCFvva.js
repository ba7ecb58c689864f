// ../../packages/core/src/messages/toast-messages.ts
var TOAST_MESSAGE = {
	"feedback-thanks": { id: "uApVfi" },
	"feedback-thanks-low-rating": { id: "B7Q4H7" },
	"feedback-thanks-survey": { id: "yyNqXj" },
	"contact-updated": { id: "Y0wWUN" },
	"concern-submitted": { id: "XBlgP0" }
};
/**
* Which thanks to show after feedback: the survey variant when the brand redirects to an
* external survey, else one of two by rating (low ratings, 0-5 on 0-10, get the "we will
* do better" text).
*/
function feedbackThanksOf(score, hasSurvey) {
	if (hasSurvey) return "feedback-thanks-survey";
	return score <= 5 ? "feedback-thanks-low-rating" : "feedback-thanks";
}
/**
* Toast timings and limits (spec section 9). The spec also mentions 5000 ms in one place;
* we keep 4000 ms as the default, the value it gives for the toast settings themselves.
*/
var TOAST_DURATION_MS = {
	default: 4e3,
	success: 2e3,
	loading: Number.POSITIVE_INFINITY
};
export { TOAST_MESSAGE as n, feedbackThanksOf as r, TOAST_DURATION_MS as t };
