import { t as FailureIssueScreen } from "./FailureIssueScreen-SyB22Ca6.js";
import { jsx } from "react/jsx-runtime";
// ../portal/src/screens/reverse/ReverseIssueScreen.tsx
/** `/reverse/issue`: answer a failed return pickup (reasons 1-11), reached from the pickup page's Take Action. */
function ReverseIssueScreen() {
	return /* @__PURE__ */ jsx(FailureIssueScreen, { direction: "pickup" });
}
export { ReverseIssueScreen as default };
