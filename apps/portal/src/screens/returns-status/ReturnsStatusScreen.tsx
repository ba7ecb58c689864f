import { StatusScreen } from "./StatusScreen.tsx";

/** `/returns/status`: a return request's status. */
export default function ReturnsStatusScreen() {
  return <StatusScreen kind="return" />;
}
