import { useLingui } from "@lingui/react/macro";
import { useId, useMemo, useState } from "react";
import { toast } from "../../app/toast.ts";
import * as v from "valibot";
import type { FeedFormValues } from "@portal/core/feed-form";
import { TrackingFeedResultSchema, type ApiResult, type CustomerFeed, type TrackingFeedBody, type TrackingFeedResult } from "@portal/core/api";
import { TOAST_DURATION_MS, TOAST_MESSAGE } from "@portal/core/messages";
import {
  FailureFeedForm,
  FailureNotice,
  SubmittedConcern,
  concernOfBody,
  formValuesOfConcern,
  preferredDateOptions,
  useBrandTimeZone,
  type FailureOffer,
  type FeedDirection,
} from "@portal/ui";
import { usePortal } from "../../state/portal-state-context.tsx";
import { postedFormOf } from "../../state/posted-form.ts";
import { feedCallsOf } from "./feed-calls.ts";

type FormOffer = Extract<FailureOffer, { kind: "form" }>;

export interface FailureAnswerProps {
  direction: FeedDirection;
  offer: FormOffer;
  waybill: string;
  loadedAt: Date;
  onSaved: (feed: TrackingFeedResult) => void;
}

/** The concern as the server stored it, when its answer carries one. */
function storedConcern(data: unknown): CustomerFeed | null {
  const parsed = v.safeParse(TrackingFeedResultSchema, data);
  return parsed.success ? (parsed.output.feed ?? null) : null;
}

/**
 * The open failure's reason and the shopper's answer: the form (POST), or the concern
 * already raised with a way to change it (PUT). A sent answer shows the brand's follow-up
 * toast and replaces the form at once.
 */
export function FailureAnswer({ direction, offer, waybill, loadedAt, onSaved }: FailureAnswerProps) {
  const { t, i18n } = useLingui();
  const { state, brand, api } = usePortal();
  const headingId = useId();
  const [justSent, setJustSent] = useState(false);
  const fridaysOnly = brand.manifest.dateRule === "fridays-only";
  // The brand's zone, not the device's: the server's render and its hydration offer the same days.
  const timeZone = useBrandTimeZone();
  const dateOptions = useMemo(() => preferredDateOptions({ direction, now: loadedAt, fridaysOnly, timeZone }), [direction, loadedAt, fridaysOnly, timeZone]);
  const { concern } = offer;
  const securityKey = state.page.params.security_key;
  // A post without JavaScript the server refused: the fields as sent (core's rules check them again on render).
  const posted = postedFormOf(state, direction === "delivery" ? "delivery-issue" : "reverse-issue");
  // A refused change of an earlier answer opens the form again, not the answer it would replace.
  const [editing, setEditing] = useState(posted !== undefined);

  const send = async (body: TrackingFeedBody): Promise<ApiResult<unknown>> => {
    const calls = feedCallsOf(api, direction);
    const query = { tracking_id: waybill, security_key: securityKey };
    const update = concern !== null;
    let result = await calls.save(query, body, { update });
    // Raised meanwhile (another tab, or an answer whose reply was lost): update that one.
    if (!result.ok && !update && result.error.status === 409) result = await calls.save(query, body, { update: true });
    if (result.ok) {
      toast.success(i18n._(TOAST_MESSAGE["concern-submitted"]), { duration: TOAST_DURATION_MS.success });
      setEditing(false);
      setJustSent(true);
      onSaved({ new_ndr: offer.code, feed: storedConcern(result.data) ?? concernOfBody(body, new Date()) });
    }
    return result;
  };

  return (
    <>
      <FailureNotice direction={direction} code={offer.code} reason={offer.reason} />
      {concern && !editing ? (
        <SubmittedConcern
          direction={direction}
          kind={offer.form}
          concern={concern}
          brandName={state.brand.name}
          onChange={() => setEditing(true)}
          focusOnMount={justSent}
        />
      ) : (
        <div data-part="answer">
          <h2 id={headingId}>{concern ? t`Change your answer` : t`Your answer`}</h2>
          <FailureFeedForm
            aria-labelledby={headingId}
            direction={direction}
            issueId={offer.code}
            kind={offer.form}
            dateOptions={dateOptions}
            country={state.theme.config?.country}
            initialValues={concern ? formValuesOfConcern(offer.form, concern) : undefined}
            mode={concern ? "update" : "create"}
            posted={posted && { values: posted.values as FeedFormValues, message: posted.message }}
            onSubmit={send}
          />
          {editing ? (
            <button type="button" className="portal-link-button" data-part="keep" onClick={() => setEditing(false)}>
              {t`Keep my earlier answer`}
            </button>
          ) : null}
        </div>
      )}
    </>
  );
}
