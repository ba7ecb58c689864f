import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import type { TrackingEntry } from "@portal/core/api";
import { RatingProvider, RatingWidget, useNow } from "@portal/ui";
import { usePortal } from "../../state/portal-state-context.tsx";
import { ratingAccessOf, ratingScaleOfTheme } from "./rating-access.ts";
import { createRatingSubmit } from "./submit-rating.ts";
import "./rating.css";

/** In-page anchor of the widget: My orders links "give delivery feedback" here. */
export const RATING_ANCHOR_ID = "rating";

/**
 * The rating and feedback widget under the tracking timeline. Shown only when core allows
 * rating (a valid security key, or within 6 days of delivery); read-only once rated. A brand
 * whose manifest names feedback questions asks them with the rating.
 */
export function RatingPanel({ waybill, entry }: { waybill: string; entry: TrackingEntry }) {
  const { t, i18n } = useLingui();
  const { state, api, brand } = usePortal();
  const { feedbackQuestions, surveyHosts } = brand.manifest;
  const now = useNow();
  const access = ratingAccessOf(entry, now);
  const securityKey = state.page.params.security_key;
  const onSubmit = useMemo(
    () => createRatingSubmit({ api, waybill, securityKey, theme: state.theme, surveyHosts, i18n }),
    [api, waybill, securityKey, state.theme, surveyHosts, i18n],
  );
  if (access.kind === "hidden") return null;
  return (
    <div id={RATING_ANCHOR_ID} className="portal-rating">
      <RatingProvider
        init={{
          scale: ratingScaleOfTheme(state.theme),
          locale: state.user.lang,
          existing: access.kind === "rated" ? access.existing : null,
          // The brand's own questions (its manifest, spec section 1), asked with the rating.
          questions: feedbackQuestions,
        }}
      >
        <RatingWidget title={t`Rate your delivery`} onSubmit={onSubmit} />
      </RatingProvider>
    </div>
  );
}
