import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ERROR_MESSAGE } from "@portal/core/messages";
import {
  FailureNotice,
  NOT_OFFERED_TEXT,
  failureOfferOf,
  stageOfferOf,
  type FailureOffer,
  type FeedDirection,
  type NotOfferedReason,
} from "@portal/ui";
import { usePortal } from "../../state/portal-state-context.tsx";
import { SCREEN_TITLE } from "../screen-titles.ts";
import { FailureAnswer } from "./FailureAnswer.tsx";
import { issueLink, type IssueLinkTarget } from "./issue-links.ts";
import { useFailureIssue, type FailureIssueState } from "./use-failure-issue.ts";
import "./failure-issue.css";
import { BrandContactFallback } from "../../shell/BrandContactFallback.tsx";

/** Each direction's screen, and the page it came from (the back link). */
const SCREEN = {
  delivery: { id: "delivery-issue", back: "tracking", backLabel: msg`Back to tracking` },
  pickup: { id: "reverse-issue", back: "reverse", backLabel: msg`Back to pickup tracking` },
} as const satisfies Record<FeedDirection, { id: "delivery-issue" | "reverse-issue"; back: IssueLinkTarget; backLabel: MessageDescriptor }>;

/** When the shipment belongs on the other kind of page, a link there too. */
const OTHER_PAGE: Partial<Record<NotOfferedReason, { target: IssueLinkTarget; label: MessageDescriptor }>> = {
  "is-pickup": { target: "reverse", label: msg`See your return pickup` },
  "is-delivery": { target: "tracking", label: msg`See your delivery` },
};

type Shown = FailureIssueState["status"] | FailureOffer["kind"];

/**
 * `/issue` and `/reverse/issue`: the open failure's reason and the form for its code, the
 * concern already raised, or why there is nothing to answer, always with a way back.
 */
export function FailureIssueScreen({ direction }: { direction: FeedDirection }) {
  const { i18n } = useLingui();
  const { state: portal } = usePortal();
  const issue = useFailureIssue(direction);
  const screen = SCREEN[direction];
  const link = (target: IssueLinkTarget) => issueLink(target, portal.page.params, portal.user.routePrefix);
  const { state } = issue;
  const offer =
    state.status === "ready" ? (state.feed ? failureOfferOf(direction, state.entry, state.feed) : stageOfferOf(direction, state.entry)) : null;
  const shown: Shown = offer && offer.kind !== "open" ? offer.kind : state.status;

  return (
    <section className="portal-screen portal-issue" data-screen={screen.id} data-state={shown} aria-labelledby="screen-title">
      <h1 id="screen-title">{i18n._(SCREEN_TITLE[screen.id])}</h1>
      {state.status === "ready" ? (
        <p data-part="shipment">
          <Trans>Tracking ID</Trans> <bdi>{state.waybill}</bdi>
          {state.entry.cp_name ? <> · {state.entry.cp_name}</> : null}
        </p>
      ) : null}
      <IssueBody direction={direction} issue={issue} offer={offer} link={link} />
      <p data-part="back">
        <a href={link(screen.back)}>{i18n._(screen.backLabel)}</a>
      </p>
    </section>
  );
}

interface IssueBodyProps {
  direction: FeedDirection;
  issue: ReturnType<typeof useFailureIssue>;
  offer: FailureOffer | { kind: "open" } | null;
  link: (target: IssueLinkTarget) => string;
}

function IssueBody({ direction, issue, offer, link }: IssueBodyProps) {
  const { t, i18n } = useLingui();
  const { state } = issue;
  switch (state.status) {
    case "loading":
      return (
        <p role="status" data-part="loading">
          {t`Loading your shipment…`}
        </p>
      );
    case "not-found":
      return (
        <p role="alert" data-part="not-found">
          {i18n._(ERROR_MESSAGE["tracking-not-found"])}
        </p>
      );
    case "failed":
      return (
        <div role="alert" data-part="load-failed">
          <p>{i18n._(ERROR_MESSAGE["something-went-wrong"])}</p>
          <button type="button" className="portal-button" onClick={issue.retry}>
            {t`Try again`}
          </button>
          <BrandContactFallback />
        </div>
      );
    case "ready":
      break;
  }
  if (!offer || offer.kind === "open") return null;
  switch (offer.kind) {
    case "not-offered": {
      const other = OTHER_PAGE[offer.reason];
      return (
        <div role="status" data-part="not-offered" data-reason={offer.reason}>
          <p>{i18n._(NOT_OFFERED_TEXT[offer.reason])}</p>
          {other ? (
            <p>
              <a href={link(other.target)}>{i18n._(other.label)}</a>
            </p>
          ) : null}
        </div>
      );
    }
    case "no-answer-needed":
      return <FailureNotice direction={direction} code={offer.code} reason={offer.reason} />;
    case "form":
      return (
        <FailureAnswer
          direction={direction}
          offer={offer}
          waybill={state.waybill}
          loadedAt={state.loadedAt}
          onSaved={issue.setFeed}
        />
      );
  }
}
