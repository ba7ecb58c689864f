// Stories of My orders, with the order lookup's states.
import { fakeApi, StoryPortal } from "../rating/testing/portal-fixture.tsx";
import { MyOrdersView } from "./MyOrdersScreen.tsx";
import { fixtureOrder } from "./testing-order.ts";
import type { OrderLookup } from "./use-order-lookup.ts";

function Screen({ lookup }: { lookup: OrderLookup }) {
  return (
    <StoryPortal options={{ screen: "my-orders", path: "/my-order", params: { order_id: "DS-240130" } }} api={fakeApi()}>
      <MyOrdersView lookup={lookup} />
    </StoryPortal>
  );
}

export default {
  title: "Portal/My orders",
  component: Screen,
  args: { lookup: { status: "ready", order: fixtureOrder() } },
};

export const SplitOrder = { name: "An order in five shipments (one expired, hidden)" };
export const Loading = { args: { lookup: { status: "loading" } } };
export const NotFound = { name: "Unknown order", args: { lookup: { status: "not-found" } } };
export const Failed = { name: "Network failure", args: { lookup: { status: "error", retry: () => {} } } };
