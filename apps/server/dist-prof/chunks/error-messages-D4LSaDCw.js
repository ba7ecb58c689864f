// ../../packages/core/src/messages/error-messages.ts
var ERROR_MESSAGE = {
	"tracking-not-found": { id: "XI7wr1" },
	"pincode-not-serviceable": { id: "0q2B6V" },
	"incorrect-link": { id: "klrhtB" },
	"action-in-progress": { id: "DcqGW8" },
	"load-failed": { id: "symAJd" },
	"something-went-wrong": { id: "fWsBTs" }
};
export { ERROR_MESSAGE as t };
