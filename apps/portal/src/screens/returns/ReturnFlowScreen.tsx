import { useLingui } from "@lingui/react/macro";
import { RETURN_FLOW_MESSAGE } from "@portal/core/messages";
import type { ReturnFlowLoad } from "../../data/loaders/load-return-flow.ts";
import { useScreenData } from "../../data/use-screen-data.ts";
import { usePortal } from "../../state/portal-state-context.tsx";
import { useCurrentLink } from "../home/use-current-link.ts";
import { ScreenLoadFailed } from "../screen-load/ScreenLoadState.tsx";
import { SCREEN_TITLE } from "../screen-titles.ts";
import type { FlowKind } from "./flow-data.ts";
import { ReturnFlowView } from "./ReturnFlowView.tsx";
import { ReturnLookupForm } from "./ReturnLookupForm.tsx";
import { ReturnPageBanner } from "./ReturnPageBanner.tsx";
import "./returns.css";

const SCREEN_OF = { return: "returns", exchange: "exchange" } as const satisfies Record<FlowKind, "returns" | "exchange">;
const PATH_OF = { return: "/returns", exchange: "/return-exchange" } as const satisfies Record<FlowKind, string>;

/**
 * `/returns` and `/return-exchange`: a return-order URL opens its order (the route loader's,
 * server-rendered) in the 3-step flow; any other link gets the lookup form that leads to one.
 * The brand's return-page banner sits above both. Its texts' catalog is in before it renders:
 * the server and the entry load it for a return page, the route loader for an in-app visit
 * (screen-catalogs.ts), so the screen neither loads nor waits for it.
 */
export function ReturnFlowScreen({ kind }: { kind: FlowKind }) {
  const { i18n } = useLingui();
  const { state } = usePortal();
  const screen = SCREEN_OF[kind];
  const load = useScreenData(screen);
  return (
    <section className="portal-screen portal-returns" data-screen={screen} data-kind={kind} data-state={load.status} aria-labelledby="screen-title">
      <h1 id="screen-title">{i18n._(SCREEN_TITLE[screen])}</h1>
      <ReturnPageBanner theme={state.theme} brandName={state.brand.name} pageLocale={state.user.lang} />
      {load.status === "no-link" ? (
        <ReturnLookupForm action={`${state.user.routePrefix}${PATH_OF[kind]}`} returnAuthorizationId={state.theme.return_authorization_id} />
      ) : (
        <ReturnOrder load={load} />
      )}
    </section>
  );
}

function ReturnOrder({ load }: { load: Exclude<ReturnFlowLoad, { status: "no-link" }> }) {
  const { i18n } = useLingui();
  const link = useCurrentLink();
  switch (load.status) {
    case "not-found":
      return (
        <div role="alert" data-part="not-found">
          <p>{i18n._(RETURN_FLOW_MESSAGE.orderNotFound)}</p>
        </div>
      );
    case "failed":
      return <ScreenLoadFailed />;
    case "ready":
      return <ReturnFlowView data={load.flow} params={link.params} />;
  }
}
