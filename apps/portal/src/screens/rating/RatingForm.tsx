import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { RatingProvider, RatingWidget } from "@portal/ui";
import { usePortal } from "../../state/portal-state-context.tsx";
import { postedFormOf } from "../../state/posted-form.ts";
import { ratingScaleOfTheme } from "@portal/core/rating";
import type { RatingAccess } from "./rating-access.ts";
import { createRatingSubmit } from "./submit-rating.ts";

/** Without JavaScript the widget posts to the tracking page, naming itself (the opt-in posts there too). */
const RATING_POST = { fields: { form: "rating" } } as const;

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
  const refused = postedFormOf(state, "rating");
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
        refused: refused && {
          value: refused.values.courier_rating ? Number(refused.values.courier_rating) : null,
          comment: refused.values.comment ?? "",
          message: refused.message,
        },
      }}
    >
      <RatingWidget title={t`Rate your delivery`} onSubmit={onSubmit} postWithoutScript={RATING_POST} />
    </RatingProvider>
  );
}
