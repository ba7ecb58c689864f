// Failed-delivery (NDR) and failed-pickup answers: state, rules, prop bags and thin parts.
export {
  FEED_FIELD_CONTROL,
  FEED_TEXT_FIELD_LABEL,
  PREFERRED_DATE_LEGEND,
  isChoiceField,
  type FeedChoiceField,
  type FeedTextField,
} from "./feed-field-text.ts";
export { askedFeedFields, type AskedField } from "./asked-fields.ts";
export {
  FEED_FORM_STATUSES,
  createFeedFormStore,
  type FeedFormConfig,
  type FeedFormSnapshot,
  type FeedFormStatus,
  type FeedFormStore,
  type SubmitStart,
} from "./feed-form-store.ts";
export { preferredDateLabel, preferredDateOptions, type PreferredDatesInput } from "./preferred-dates.ts";
export { useFeedForm, type ChoiceGroupBag, type FeedFormBag, type FeedFormMode, type TextFieldBag, type UseFeedFormOptions } from "./use-feed-form.ts";
export { FeedForm } from "./FeedForm.tsx";
export { FailureFeedForm, type FailureFeedFormProps } from "./FailureFeedForm.tsx";
export { FailureNotice, type FailureNoticeProps } from "./FailureNotice.tsx";
export { SubmittedConcern, type SubmittedConcernProps } from "./SubmittedConcern.tsx";
export { concernRows, type ConcernRow } from "./concern-rows.ts";
export { concernOfBody, formValuesOfConcern } from "./concern-values.ts";
export { NOT_OFFERED_TEXT } from "./not-offered-text.ts";
// Whether a failure form is offered is core's rule; the screens read it from here with the parts.
export {
  FEED_DIRECTIONS,
  NOT_OFFERED_REASONS,
  failureOfferOf,
  failureReasonFor,
  stageOfferOf,
  type FailureOffer,
  type FeedDirection,
  type NotOfferedReason,
  type StageOffer,
} from "@portal/core/feed-form";
