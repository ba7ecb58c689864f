import { StatusScreen } from "./StatusScreen.tsx";

/** `/return-exchange/status`: an exchange request's status, the new item beside the returned one. */
export default function ExchangeStatusScreen() {
  return <StatusScreen kind="exchange" />;
}
