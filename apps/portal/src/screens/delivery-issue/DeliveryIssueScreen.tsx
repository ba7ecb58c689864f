import { FailureIssueScreen } from "./FailureIssueScreen.tsx";

/** `/issue`: answer a failed delivery (NDR reasons 1-14), reached from the tracking page's Take Action. */
export default function DeliveryIssueScreen() {
  return <FailureIssueScreen direction="delivery" />;
}
