import { t as FailureIssueScreen } from "./FailureIssueScreen-SyB22Ca6.js";
import { jsx } from "react/jsx-runtime";
// ../portal/src/screens/delivery-issue/DeliveryIssueScreen.tsx
/** `/issue`: answer a failed delivery (NDR reasons 1-14), reached from the tracking page's Take Action. */
function DeliveryIssueScreen() {
	return /* @__PURE__ */ jsx(FailureIssueScreen, { direction: "delivery" });
}
export { DeliveryIssueScreen as default };
