import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import type { ReturnStatusResult } from "@portal/core/api";
import { localizedPath } from "@portal/core/routes";
import type { LanguagePrefix } from "@portal/core/locale";
import { ReturnStatusDetails, returnStatusViewOf, type ReturnStatusKind } from "@portal/ui/returns-status";
import type { ScreenLoadStatus } from "../../data/screen-load.ts";
import { useScreenData } from "../../data/use-screen-data.ts";
import { usePortal } from "../../state/portal-state-context.tsx";
import { ScreenLoadState } from "../screen-load/ScreenLoadState.tsx";
import { ReturnLabel } from "./ReturnLabel.tsx";
import "./returns-status.css";

const TITLE = {
  return: msg`Return status`,
  exchange: msg`Exchange status`,
} as const satisfies Record<ReturnStatusKind, MessageDescriptor>;

const SCREEN_OF = { return: "returns-status", exchange: "exchange-status" } as const satisfies Record<ReturnStatusKind, "returns-status" | "exchange-status">;

/** The page's `data-state`, named as before the loader: "error" where a load failed. */
const PHASE_OF = {
  "no-link": "no-link",
  "not-found": "not-found",
  failed: "error",
  ready: "ready",
} as const satisfies Record<ScreenLoadStatus, string>;

const NO_LINK = msg`Open this page from the link in your return confirmation to see its status.`;
const NOT_FOUND = msg`We could not find this return request.`;

/**
 * `/returns/status` and `/return-exchange/status`: one request's timeline and details, from
 * the screen's route loader (on the server for the first HTML, with the shopper's login).
 */
export function StatusScreen({ kind }: { kind: ReturnStatusKind }) {
  const { t, i18n } = useLingui();
  const { state } = usePortal();
  const load = useScreenData(SCREEN_OF[kind]);
  const prefix = (state.user.routePrefix.slice(1) || null) as LanguagePrefix | null;
  return (
    <section className="portal-screen portal-returns-status" data-screen={SCREEN_OF[kind]} data-state={PHASE_OF[load.status]} aria-labelledby="screen-title">
      <h1 id="screen-title">{i18n._(TITLE[kind])}</h1>
      {load.status === "ready" ? <StatusDetails result={load.result} /> : <ScreenLoadState load={load} noLinkText={NO_LINK} notFoundText={NOT_FOUND} />}
      <p data-part="back">
        <a href={localizedPath("/", prefix)}>{t`Track another order`}</a>
      </p>
    </section>
  );
}

function StatusDetails({ result }: { result: ReturnStatusResult }) {
  const { t } = useLingui();
  const view = useMemo(() => returnStatusViewOf(result), [result]);
  return (
    <>
      {view.returnId ? (
        <p data-part="return-id">
          {t`Request ID`} <bdi>{view.returnId}</bdi>
        </p>
      ) : null}
      <ReturnStatusDetails view={view} label={<ReturnLabel label={view.label} />} />
    </>
  );
}
