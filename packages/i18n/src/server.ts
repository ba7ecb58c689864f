export { messageIn } from "./server-messages.ts";
export { englishTextOf } from "./english-text.ts";
