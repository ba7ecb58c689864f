import { ReturnFlowScreen } from "../returns/ReturnFlowScreen.tsx";

/** `/return-exchange`: the return flow's steps, with a replacement variant per item instead of a refund. */
export default function ExchangeScreen() {
  return <ReturnFlowScreen kind="exchange" />;
}
