// Stories of My orders, with the states of its route loader's answer.
import type { OrderLoad } from "../../data/loaders/load-order.ts";
import { fakeApi, StoryPortal } from "../../testing/portal-fixture.tsx";
import { ScreenPending } from "../screen-load/ScreenPending.tsx";
import { MyOrdersView } from "./MyOrdersScreen.tsx";
import { fixtureOrder } from "./testing-order.ts";

function Screen({ load }: { load: OrderLoad | "pending" }) {
  return (
    <StoryPortal options={{ screen: "my-orders", path: "/my-order", params: { order_id: "DS-240130" } }} api={fakeApi()}>
      {load === "pending" ? <ScreenPending /> : <MyOrdersView load={load} />}
    </StoryPortal>
  );
}

export default {
  title: "Portal/My orders",
  component: Screen,
  args: { load: { status: "ready", order: fixtureOrder() } },
};

export const SplitOrder = { name: "An order in five shipments (one expired, hidden)" };
export const Loading = { args: { load: "pending" } };
export const NotFound = { name: "Unknown order", args: { load: { status: "not-found" } } };
export const Failed = { name: "Network failure", args: { load: { status: "failed" } } };
