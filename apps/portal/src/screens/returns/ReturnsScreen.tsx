import { ReturnFlowScreen } from "./ReturnFlowScreen.tsx";

/** `/returns`: the 3-step return flow (its own lazy chunk, see screen-modules.ts). */
export default function ReturnsScreen() {
  return <ReturnFlowScreen kind="return" />;
}
