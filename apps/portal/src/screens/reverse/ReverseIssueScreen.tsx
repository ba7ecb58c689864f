import { FailureIssueScreen } from "../delivery-issue/FailureIssueScreen.tsx";

/** `/reverse/issue`: answer a failed return pickup (reasons 1-11), reached from the pickup page's Take Action. */
export default function ReverseIssueScreen() {
  return <FailureIssueScreen direction="pickup" />;
}
