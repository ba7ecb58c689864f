import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useRouterState } from "@tanstack/react-router";
import { returnStatusQueryOf } from "@portal/core/api";
import { localizedPath, matchRoute } from "@portal/core/routes";
import type { LanguagePrefix } from "@portal/core/locale";
import { ReturnStatusDetails, useReturnStatus, type ReturnStatusKind } from "@portal/ui/returns-status";
import { usePortal } from "../../state/portal-state-context.tsx";
import { ReturnLabel } from "./ReturnLabel.tsx";
import "./returns-status.css";

const TITLE = {
  return: msg`Return status`,
  exchange: msg`Exchange status`,
} as const satisfies Record<ReturnStatusKind, MessageDescriptor>;

/**
 * `/returns/status` and `/return-exchange/status`: one request's timeline and details. The
 * server inlines the answer for the first HTML; in-app navigation asks the API once.
 */
export function StatusScreen({ kind }: { kind: ReturnStatusKind }) {
  const { t, i18n } = useLingui();
  const { state, api } = usePortal();
  // The router's location, not the inlined page state: return_id is no link parameter, and
  // after in-app navigation the inlined answer belongs to another page.
  const location = useRouterState({ select: (s) => ({ pathname: s.location.pathname, searchStr: s.location.searchStr }) });
  const query = returnStatusQueryOf(new URLSearchParams(location.searchStr), state.brand.subdomain);
  const isFirstPage = matchRoute(location.pathname)?.path === state.page.path;
  const status = useReturnStatus({
    initial: isFirstPage ? state.returnStatus : undefined,
    hasLink: query !== undefined,
    load: () => api.getReturnStatus(query ?? { domain: state.brand.subdomain }),
  });
  const prefix = (state.user.routePrefix.slice(1) || null) as LanguagePrefix | null;
  return (
    <section className="portal-screen portal-returns-status" data-screen={kind === "exchange" ? "exchange-status" : "returns-status"} data-state={status.phase} aria-labelledby="screen-title">
      <h1 id="screen-title">{i18n._(TITLE[kind])}</h1>
      {status.view?.returnId ? (
        <p data-part="return-id">
          {t`Request ID`} <bdi>{status.view.returnId}</bdi>
        </p>
      ) : null}
      {status.phase === "no-link" ? <p>{t`Open this page from the link in your return confirmation to see its status.`}</p> : null}
      {status.phase === "loading" ? <p role="status">{t`Loading…`}</p> : null}
      {status.phase === "not-found" ? <p role="alert">{status.message || t`We could not find this return request.`}</p> : null}
      {status.phase === "error" ? (
        <div role="alert">
          <p>{t`Something went wrong. Please try again.`}</p>
          <button type="button" className="portal-button" onClick={status.retry}>
            {t`Try again`}
          </button>
        </div>
      ) : null}
      {status.view ? <ReturnStatusDetails view={status.view} label={<ReturnLabel label={status.view.label} />} /> : null}
      <p data-part="back">
        <a href={localizedPath("/", prefix)}>{t`Track another order`}</a>
      </p>
    </section>
  );
}
