import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { RatingProvider, RatingWidget } from "@portal/ui";
import { usePortal } from "../../state/portal-state-context.tsx";
import { ratingScaleOfTheme } from "@portal/core/rating";
import type { RatingAccess } from "./rating-access.ts";
import { createRatingSubmit } from "./submit-rating.ts";

export interface RatingFormProps {
  waybill: string;
  access: Exclude<RatingAccess, { kind: "hidden" }>;
}

/**
 * The rating widget itself, with its store, validation and submit: its own chunk (RatingPanel
 * defers it), so a tracking page without a rating to give never downloads it.
 */
export default function RatingForm({ waybill, access }: RatingFormProps) {
  const { t, i18n } = useLingui();
  const { state, api, brand } = usePortal();
  const { feedbackQuestions, surveyHosts } = brand.manifest;
  const securityKey = state.page.params.security_key;
  const onSubmit = useMemo(
    () => createRatingSubmit({ api, waybill, securityKey, theme: state.theme, surveyHosts, i18n }),
    [api, waybill, securityKey, state.theme, surveyHosts, i18n],
  );
  return (
    <RatingProvider
      init={{
        scale: ratingScaleOfTheme(state.theme),
        locale: state.user.lang,
        existing: access.kind === "rated" ? access.existing : null,
        // The brand's own questions (its manifest, product rules §1), asked with the rating.
        questions: feedbackQuestions,
      }}
    >
      <RatingWidget title={t`Rate your delivery`} onSubmit={onSubmit} />
    </RatingProvider>
  );
}
