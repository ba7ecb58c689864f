// Storybook stories of the rating widget (unstyled: brands and the portal style it through
// data-* attributes; see apps/portal/src/screens/rating/rating.css for the default look).
// Plain CSF objects: this package does not depend on Storybook's types.
import { useEffect, type ReactNode } from "react";
import { RatingProvider, useRatingStoreApi } from "./rating-context.tsx";
import type { RatingInit } from "./rating-store.ts";
import type { SubmitRating } from "./use-rating.ts";
import { RatingWidget } from "./rating-widget.tsx";

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const acceptAfterASecond: SubmitRating = async () => {
  await pause(1000);
  return { ok: true };
};
const neverAnswers: SubmitRating = () => new Promise(() => {});

/** Picks a value (and optionally starts submitting) once mounted, to show a state. */
function Preset({ value, submit }: { value?: number; submit?: boolean }) {
  const store = useRatingStoreApi();
  useEffect(() => {
    if (value !== undefined) store.getState().choose(value);
    if (submit) store.getState().begin();
  }, [store, value, submit]);
  return null;
}

interface DemoProps {
  init: RatingInit;
  value?: number;
  submit?: boolean;
  onSubmit?: SubmitRating;
  children?: ReactNode;
}

function RatingDemo({ init, value, submit, onSubmit = acceptAfterASecond }: DemoProps) {
  return (
    <div style={{ maxInlineSize: "28rem", padding: "1rem" }}>
      <RatingProvider init={init}>
        <Preset value={value} submit={submit} />
        <RatingWidget title="Rate your delivery" onSubmit={onSubmit} />
      </RatingProvider>
    </div>
  );
}

export default {
  title: "UI/Rating",
  component: RatingDemo,
  args: { init: { scale: "stars", locale: "en" } },
};

export const Stars = {};
export const ZeroToTen = { name: "0-10", args: { init: { scale: "zero-to-ten", locale: "en" } } };
export const WhatWentWrong = { name: "Score 0-5: what went wrong", args: { init: { scale: "zero-to-ten", locale: "en" }, value: 3 } };
export const HowToImprove = { name: "Score 6-8: how to improve", args: { init: { scale: "zero-to-ten", locale: "en" }, value: 7 } };
export const Compliment = { name: "Score 9-10: a compliment", args: { init: { scale: "zero-to-ten", locale: "en" }, value: 10 } };
export const BrandQuestions = {
  name: "The brand's own questions (a beauty brand's manifest)",
  args: {
    init: {
      scale: "stars",
      locale: "en",
      questions: [
        { id: "packaging-intact", kind: "yes-no" },
        { id: "shade-as-pictured", kind: "rating" },
      ],
    },
    value: 5,
  },
};
export const StarsChosen = { name: "Stars: 2 chosen", args: { value: 2 } };
export const CommentRequired = { name: "Comment required by the brand", args: { init: { scale: "stars", locale: "en", requireComment: true }, value: 4 } };
export const Submitting = { args: { value: 4, submit: true, onSubmit: neverAnswers } };
export const RatedBeforeStars = {
  name: "Rated before (stars)",
  args: { init: { scale: "stars", locale: "en", existing: { value: 4, comment: "The courier called ahead. Thank you!" } } },
};
export const RatedBeforeZeroToTen = {
  name: "Rated before (0-10)",
  args: { init: { scale: "zero-to-ten", locale: "en", existing: { value: 9, comment: "" } } },
};
export const Refused = {
  name: "Refused by the server",
  args: { value: 5, onSubmit: async () => ({ ok: false, message: "This delivery can no longer be rated." }) },
};
