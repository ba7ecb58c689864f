import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { ERROR_MESSAGE } from "@portal/core/messages";
import type { TrackingFeedResult } from "@portal/core/api";
import { FailureNotice, NOT_OFFERED_TEXT, failureOfferOf, stageOfferOf, type FailureOffer, type FeedDirection, type NotOfferedReason } from "@portal/ui";
import type { FailureIssueLoad } from "../../data/loaders/load-failure-issue.ts";
import { useScreenData } from "../../data/use-screen-data.ts";
import { usePortal } from "../../state/portal-state-context.tsx";
import { ScreenLoadState } from "../screen-load/ScreenLoadState.tsx";
import { SCREEN_TITLE } from "../screen-titles.ts";
import { FailureAnswer } from "./FailureAnswer.tsx";
import { issueLink, type IssueLinkTarget } from "./issue-links.ts";
import "./failure-issue.css";

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

type Shown = FailureIssueLoad["status"] | FailureOffer["kind"];
type ReadyIssue = Extract<FailureIssueLoad, { status: "ready" }>;

/**
 * `/issue` and `/reverse/issue`: the open failure's reason and the form for its code, the
 * concern already raised, or why there is nothing to answer, always with a way back.
 */
export function FailureIssueScreen({ direction }: { direction: FeedDirection }) {
  const { i18n } = useLingui();
  const { state: portal } = usePortal();
  const load: FailureIssueLoad = useScreenData(SCREEN[direction].id);
  // A concern sent from this page replaces the loaded feed, so it shows without a reload.
  const [savedFeed, setSavedFeed] = useState<TrackingFeedResult | null>(null);
  const state: FailureIssueLoad = load.status === "ready" && savedFeed ? { ...load, feed: savedFeed } : load;
  const screen = SCREEN[direction];
  const link = (target: IssueLinkTarget) => issueLink(target, portal.page.params, portal.user.routePrefix);
  const offer = state.status === "ready" ? (state.feed ? failureOfferOf(direction, state.entry, state.feed) : stageOfferOf(direction, state.entry)) : null;
  const shown: Shown = offer && offer.kind !== "open" ? offer.kind : state.status;

  return (
    <section className="portal-screen portal-issue" data-screen={screen.id} data-state={shown} aria-labelledby="screen-title">
      <h1 id="screen-title">{i18n._(SCREEN_TITLE[screen.id])}</h1>
      {state.status === "ready" ? (
        <>
          <p data-part="shipment">
            <Trans>Tracking ID</Trans> <bdi>{state.waybill}</bdi>
            {state.entry.cp_name ? <> · {state.entry.cp_name}</> : null}
          </p>
          <IssueBody direction={direction} issue={state} offer={offer} link={link} onSaved={setSavedFeed} />
        </>
      ) : (
        <ScreenLoadState load={state} noLinkText={ERROR_MESSAGE["tracking-not-found"]} />
      )}
      <p data-part="back">
        <a href={link(screen.back)}>{i18n._(screen.backLabel)}</a>
      </p>
    </section>
  );
}

interface IssueBodyProps {
  direction: FeedDirection;
  issue: ReadyIssue;
  offer: FailureOffer | { kind: "open" } | null;
  link: (target: IssueLinkTarget) => string;
  onSaved: (feed: TrackingFeedResult) => void;
}

function IssueBody({ direction, issue, offer, link, onSaved }: IssueBodyProps) {
  const { i18n } = useLingui();
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
      return <FailureAnswer direction={direction} offer={offer} waybill={issue.waybill} loadedAt={new Date(issue.loadedAt)} onSaved={onSaved} />;
  }
}
