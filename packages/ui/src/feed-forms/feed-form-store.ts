import { createStore, type StoreApi } from "zustand/vanilla";
import type { ApiError, ApiResult } from "@portal/core/api";
import { validateFeedForm, type FeedField, type FeedFormContext, type FeedFormKind, type FeedFormValues } from "@portal/core/feed-form";
import type { FieldErrors } from "@portal/core/validation";

/** Where a form instance stands; rendered as `data-state` so brands style it by selector. */
export const FEED_FORM_STATUSES = ["editing", "submitting", "failed", "submitted"] as const;
export type FeedFormStatus = (typeof FEED_FORM_STATUSES)[number];

export interface FeedFormSnapshot {
  /** Everything the shopper entered; never cleared by a refused or failed submit. */
  values: FeedFormValues;
  /** The messages shown, per field: set by a submit, then only cleared as fields are fixed. */
  errors: FieldErrors<FeedField>;
  status: FeedFormStatus;
  /** Why the last submit did not go through (network, server), while status is "failed". */
  failure: ApiError | null;
  /** Submits tried while one was running; each shows the action-in-progress message. */
  blockedAttempts: number;
  /** Submits refused for bad input; the UI moves focus to the first bad field on each. */
  invalidAttempts: number;
}

export type SubmitStart = { go: true; values: FeedFormValues } | { go: false; why: "invalid" | "busy" | "done" };

export interface FeedFormActions {
  setValue: (field: FeedField, value: string) => void;
  /**
   * Decides synchronously whether a submit may start and, if so, marks the form
   * submitting at once, so a second click in the same instant is refused as "busy".
   */
  beginSubmit: () => SubmitStart;
  finishSubmit: (result: ApiResult<unknown>) => void;
}

export type FeedFormStoreState = FeedFormSnapshot & FeedFormActions;
export type FeedFormStore = StoreApi<FeedFormStoreState>;

export interface FeedFormConfig {
  kind: FeedFormKind;
  context: FeedFormContext;
  initialValues?: FeedFormValues;
}

/** One store per form instance (never shared between two forms or two requests). */
export function createFeedFormStore(config: FeedFormConfig, initial: Partial<FeedFormSnapshot> = {}): FeedFormStore {
  const validate = (values: FeedFormValues) => validateFeedForm(config.kind, values, config.context);
  return createStore<FeedFormStoreState>()((set, get) => ({
    values: { ...config.initialValues },
    errors: {},
    status: "editing",
    failure: null,
    blockedAttempts: 0,
    invalidAttempts: 0,
    ...initial,

    setValue: (field, value) => {
      const { values, errors } = get();
      const next = { ...values, [field]: value };
      // Fixing a field clears its message; new messages wait for the next submit, so the
      // shopper is not scolded while still typing.
      const now = validate(next);
      const kept: FieldErrors<FeedField> = {};
      for (const key of Object.keys(errors) as FeedField[]) {
        const message = now[key];
        if (message) kept[key] = message;
      }
      set({ values: next, errors: kept });
    },

    beginSubmit: () => {
      const { status, values, blockedAttempts, invalidAttempts } = get();
      if (status === "submitting") {
        set({ blockedAttempts: blockedAttempts + 1 });
        return { go: false, why: "busy" };
      }
      if (status === "submitted") return { go: false, why: "done" };
      const errors = validate(values);
      if (Object.keys(errors).length > 0) {
        set({ errors, invalidAttempts: invalidAttempts + 1 });
        return { go: false, why: "invalid" };
      }
      set({ errors: {}, status: "submitting", failure: null, blockedAttempts: 0 });
      return { go: true, values };
    },

    finishSubmit: (result) => {
      set(result.ok ? { status: "submitted", failure: null } : { status: "failed", failure: result.error });
    },
  }));
}
