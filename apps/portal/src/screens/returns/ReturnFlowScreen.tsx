import { useLingui } from "@lingui/react/macro";
import { ERROR_MESSAGE, RETURN_FLOW_MESSAGE } from "@portal/core/messages";
import { isReturnUrl, matchRoute } from "@portal/core/routes";
import { usePortal } from "../../state/portal-state-context.tsx";
import { useCurrentLink } from "../home/use-current-link.ts";
import { SCREEN_TITLE } from "../screen-titles.ts";
import type { FlowKind } from "./flow-data.ts";
import { ReturnFlowView } from "./ReturnFlowView.tsx";
import { ReturnLookupForm } from "./ReturnLookupForm.tsx";
import { ReturnPageBanner } from "./ReturnPageBanner.tsx";
import { useFlowData } from "./use-flow-data.ts";
import { useReturnsCatalog } from "./use-returns-catalog.ts";
import "./returns.css";

const SCREEN_OF = { return: "returns", exchange: "exchange" } as const satisfies Record<FlowKind, "returns" | "exchange">;
const PATH_OF = { return: "/returns", exchange: "/return-exchange" } as const satisfies Record<FlowKind, string>;

/**
 * `/returns` and `/return-exchange`: a return-order URL opens its order in the 3-step flow;
 * any other link gets the lookup form that leads to one. The brand's return-page banner sits
 * above both.
 */
export function ReturnFlowScreen({ kind }: { kind: FlowKind }) {
  const catalogReady = useReturnsCatalog();
  return catalogReady ? <ReturnFlowContent kind={kind} /> : <section className="portal-screen portal-returns" data-screen={SCREEN_OF[kind]} aria-busy="true" />;
}

function ReturnFlowContent({ kind }: { kind: FlowKind }) {
  const { i18n } = useLingui();
  const { state } = usePortal();
  const link = useCurrentLink();
  const match = matchRoute(state.user.routePrefix + state.page.path);
  const returnUrl = match ? isReturnUrl(match.path, link.params) : state.page.isReturnUrl;
  const screen = SCREEN_OF[kind];
  return (
    <section className="portal-screen portal-returns" data-screen={screen} data-kind={kind} aria-labelledby="screen-title">
      <h1 id="screen-title">{i18n._(SCREEN_TITLE[screen])}</h1>
      <ReturnPageBanner theme={state.theme} brandName={state.brand.name} />
      {returnUrl ? (
        <ReturnOrder kind={kind} />
      ) : (
        <ReturnLookupForm action={`${state.user.routePrefix}${PATH_OF[kind]}`} returnAuthorizationId={state.theme.return_authorization_id} />
      )}
    </section>
  );
}

function ReturnOrder({ kind }: { kind: FlowKind }) {
  const { t, i18n } = useLingui();
  const link = useCurrentLink();
  const source = useFlowData(kind, link.params);
  switch (source.status) {
    case "loading":
      return (
        <p role="status" data-part="loading">
          {t`Loading your order…`}
        </p>
      );
    case "not-found":
      return (
        <div role="alert" data-part="not-found">
          <p>{i18n._(RETURN_FLOW_MESSAGE.orderNotFound)}</p>
        </div>
      );
    case "error":
      return (
        <div role="alert" data-part="error">
          <p>{i18n._(ERROR_MESSAGE["something-went-wrong"])}</p>
          <button type="button" className="portal-button" onClick={source.retry}>
            {t`Try again`}
          </button>
        </div>
      );
    case "ready":
      return <ReturnFlowView data={source.data} params={link.params} />;
  }
}
