import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from "react";
import { useStore } from "zustand";
import { apiFail, type ApiResult, type TrackingFeedBody } from "@portal/core/api";
import {
  toTrackingFeedBody,
  validateFeedForm,
  type FeedDirection,
  type FeedField,
  type FeedFormContext,
  type FeedFormKind,
  type FeedFormValues,
} from "@portal/core/feed-form";
import { countryFieldsOf } from "@portal/core/country";
import { ERROR_MESSAGE } from "@portal/core/messages";
import { VALIDATION_MESSAGE } from "@portal/core/validation";
import type { LocaleCode } from "@portal/i18n";
import { askedFeedFields, type AskedField } from "./asked-fields.ts";
import {
  feedTextFieldTextOf,
  FEED_TEXT_FIELD_INPUT,
  OPTIONAL_FIELD_MARK,
  PREFERRED_DATE_LEGEND,
  feedChoiceOf,
  type FeedChoiceField,
  type FeedTextField,
} from "./feed-field-text.ts";
import { createFeedFormStore, type FeedFormStatus, type FeedFormStore } from "./feed-form-store.ts";
import { preferredDateLabel } from "./preferred-dates.ts";

/** "create" raises a new concern (POST); "update" replaces the one already raised (PUT). */
export type FeedFormMode = "create" | "update";

export interface UseFeedFormOptions {
  direction: FeedDirection;
  /** The failure reason code answered (the body's issue_id). */
  issueId: number;
  kind: FeedFormKind;
  /** The preferred dates offered (YYYY-MM-DD); the shopper must pick one of them. */
  dateOptions: readonly string[];
  /** Delivery issue 1 asks for the address too when the brand captures it. */
  captureAddress?: boolean;
  /** The shopper's country (ISO code): phone and postal code rules, their hints and examples. */
  country?: string | undefined;
  initialValues?: FeedFormValues;
  mode?: FeedFormMode;
  /** Sends the answer; resolves to the call's result (it is never expected to throw). */
  onSubmit: (body: TrackingFeedBody) => Promise<ApiResult<unknown>>;
  /** A store made elsewhere (stories and tests start it in a given state). */
  store?: FeedFormStore;
  /**
   * The same form posted without JavaScript and refused by the server: the values as sent
   * (their messages shown again by core's rules) and the server's message, if any.
   */
  posted?: { values: FeedFormValues; message: string } | undefined;
}

export interface ChoiceOptionBag {
  value: string;
  label: string;
  inputProps: {
    id: string;
    type: "radio";
    name: string;
    value: string;
    checked: boolean;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  };
  labelProps: { htmlFor: string };
}

export interface ErrorBag {
  message: string | null;
  props: { id: string; role: "alert"; "data-part": "error" };
}

export interface ChoiceGroupBag {
  field: FeedChoiceField;
  required: boolean;
  legend: string;
  fieldsetProps: {
    "data-field": FeedChoiceField;
    "data-invalid": "true" | undefined;
    "aria-describedby": string | undefined;
  };
  options: ChoiceOptionBag[];
  error: ErrorBag;
}

export interface TextFieldBag {
  field: FeedTextField;
  required: boolean;
  multiline: boolean;
  label: string;
  /** "(optional)" for a field that may stay empty. */
  optionalMark: string | null;
  hint: string | null;
  labelProps: { htmlFor: string };
  hintProps: { id: string; "data-part": "hint" };
  inputProps: {
    id: string;
    name: FeedTextField;
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
    type: string | undefined;
    inputMode: "numeric" | "text";
    autoComplete: string;
    /** An example in the shopper's country's format (phone, postal code). */
    placeholder: string | undefined;
    "aria-invalid": true | undefined;
    "aria-required": true | undefined;
    "aria-describedby": string | undefined;
    "data-field": FeedTextField;
  };
  error: ErrorBag;
}

export interface FeedFormBag {
  store: FeedFormStore;
  status: FeedFormStatus;
  values: FeedFormValues;
  /** The fields asked right now, in order. */
  asked: AskedField[];
  formProps: {
    ref: RefObject<HTMLFormElement | null>;
    /** Without JavaScript the form posts to its own page (the server answers it); never GET. */
    method: "post";
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    noValidate: true;
    "aria-busy": boolean;
    "data-state": FeedFormStatus;
    "data-form": FeedFormKind;
    "data-direction": FeedDirection;
    "data-reason": number;
  };
  submitProps: {
    type: "submit";
    "aria-disabled": true | undefined;
    "data-state": FeedFormStatus;
    "data-part": "submit";
  };
  submitLabel: string;
  /** A polite live region: says the answer is being sent, and again on a click meanwhile. */
  statusProps: { role: "status"; "data-part": "status"; "aria-live": "polite" };
  statusText: string | null;
  /** Changes on each refused click, so a keyed message is announced again. */
  statusKey: number;
  /** Why the last submit failed; shown as an alert, everything typed stays. */
  failure: ErrorBag;
  choice: (field: FeedChoiceField) => ChoiceGroupBag;
  text: (field: FeedTextField) => TextFieldBag;
  /** What a post without JavaScript tells the server besides the fields: the reason answered, the form, create or update. */
  postedContext: { issue_id: string; form_kind: FeedFormKind; mode: FeedFormMode };
}

/**
 * A failed-delivery or failed-pickup form: its state (one store per instance), core's rules
 * for which fields are asked and what is valid, and prop bags for unstyled markup. A submit
 * is refused while one is running, so a double click never sends twice.
 */
export function useFeedForm(options: UseFeedFormOptions): FeedFormBag {
  const { direction, issueId, kind, dateOptions, captureAddress = false, mode = "create", onSubmit } = options;
  const { t, i18n } = useLingui();
  const locale = i18n.locale as LocaleCode;
  const context: FeedFormContext = { locale, captureAddress, allowedDates: dateOptions, country: options.country };
  const countryFields = countryFieldsOf(options.country);
  const [store] = useState(() => {
    if (options.store) return options.store;
    const { posted } = options;
    if (!posted) return createFeedFormStore({ kind, context, ...(options.initialValues ? { initialValues: options.initialValues } : {}) });
    const errors = validateFeedForm(kind, posted.values, context);
    const refused = Object.keys(errors).length === 0 && posted.message !== "";
    return createFeedFormStore({ kind, context, initialValues: posted.values }, { errors, status: refused ? "failed" : "editing" });
  });
  const state = useStore(store);
  const base = useId();
  const idOf = (field: FeedField, part = "") => `${base}${field}${part}`;
  const asked = askedFeedFields(kind, state.values, context);
  const askedBy = new Map(asked.map((a) => [a.field, a]));

  // On a refused submit, take the shopper (and the screen reader) to the first bad field in
  // page order: its chosen option or first option for a group, else its input.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const bad = formRef.current?.querySelector<HTMLElement>('[data-invalid="true"], [aria-invalid="true"]');
    const target = bad instanceof HTMLFieldSetElement ? (bad.querySelector<HTMLElement>("input:checked") ?? bad.querySelector<HTMLElement>("input")) : bad;
    // Only a new refused submit moves focus; typing never does.
    if (state.invalidAttempts > 0) target?.focus();
  }, [state.invalidAttempts]);

  const errorBag = (field: FeedField): ErrorBag => {
    const key = state.errors[field];
    return { message: key ? i18n._(VALIDATION_MESSAGE[key]) : null, props: { id: idOf(field, "-error"), role: "alert", "data-part": "error" } };
  };

  function choiceOptions(field: FeedChoiceField): { value: string; label: string }[] {
    if (field === "preferred_date") return dateOptions.map((date) => ({ value: date, label: preferredDateLabel(date, locale) }));
    const choice = feedChoiceOf(kind);
    if (!choice || choice.field !== field) return [];
    return choice.options.map((o) => ({ value: o.value, label: i18n._(o.label) }));
  }

  const choiceLegend = (field: FeedChoiceField): string => {
    const choice = feedChoiceOf(kind);
    if (field !== "preferred_date" && choice && choice.field === field) return i18n._(choice.question);
    return i18n._(PREFERRED_DATE_LEGEND[direction]);
  };

  const choice = (field: FeedChoiceField): ChoiceGroupBag => {
    const error = errorBag(field);
    const current = state.values[field] ?? "";
    return {
      field,
      required: askedBy.get(field)?.required ?? false,
      legend: choiceLegend(field),
      fieldsetProps: {
        "data-field": field,
        "data-invalid": error.message ? "true" : undefined,
        "aria-describedby": error.message ? error.props.id : undefined,
      },
      options: choiceOptions(field).map((option, index) => ({
        ...option,
        inputProps: {
          id: idOf(field, `-${index}`),
          type: "radio",
          // The field's own name: a post without JavaScript sends it as such (one form per page).
          name: field,
          value: option.value,
          checked: current === option.value,
          onChange: () => store.getState().setValue(field, option.value),
        },
        labelProps: { htmlFor: idOf(field, `-${index}`) },
      })),
      error,
    };
  };

  const text = (field: FeedTextField): TextFieldBag => {
    const error = errorBag(field);
    const required = askedBy.get(field)?.required ?? false;
    const texts = feedTextFieldTextOf(field, countryFields);
    const hint = texts.hint;
    const describedBy = [hint ? idOf(field, "-hint") : null, error.message ? error.props.id : null].filter(Boolean).join(" ");
    return {
      field,
      required,
      multiline: FEED_TEXT_FIELD_INPUT[field].type === undefined,
      label: i18n._(texts.label),
      optionalMark: required ? null : i18n._(OPTIONAL_FIELD_MARK),
      hint: hint ? i18n._(hint) : null,
      labelProps: { htmlFor: idOf(field) },
      hintProps: { id: idOf(field, "-hint"), "data-part": "hint" },
      inputProps: {
        id: idOf(field),
        name: field,
        value: state.values[field] ?? "",
        onChange: (event) => store.getState().setValue(field, event.target.value),
        ...FEED_TEXT_FIELD_INPUT[field],
        placeholder: texts.placeholder,
        "aria-invalid": error.message ? true : undefined,
        "aria-required": required ? true : undefined,
        "aria-describedby": describedBy || undefined,
        "data-field": field,
      },
      error,
    };
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const start = store.getState().beginSubmit();
    if (!start.go) return;
    const body = toTrackingFeedBody(issueId, kind, start.values);
    const result = await onSubmit(body).catch((error: unknown) =>
      apiFail({ kind: "network", message: error instanceof Error ? error.message : String(error) }),
    );
    store.getState().finishSubmit(result);
  };

  const submitting = state.status === "submitting";
  const submitLabels = {
    create: t`Submit`,
    update: t`Update my answer`,
  } as const satisfies Record<FeedFormMode, string>;

  return {
    store,
    status: state.status,
    values: state.values,
    asked,
    formProps: {
      ref: formRef,
      method: "post",
      onSubmit: (event) => void submit(event),
      noValidate: true,
      "aria-busy": submitting,
      "data-state": state.status,
      "data-form": kind,
      "data-direction": direction,
      "data-reason": issueId,
    },
    submitProps: {
      type: "submit",
      // Not `disabled`: the button keeps keyboard focus, and the store refuses the click.
      "aria-disabled": submitting ? true : undefined,
      "data-state": state.status,
      "data-part": "submit",
    },
    submitLabel: submitting ? t`Submitting…` : submitLabels[mode],
    statusProps: { role: "status", "data-part": "status", "aria-live": "polite" },
    statusText: submitting ? i18n._(ERROR_MESSAGE["action-in-progress"]) : null,
    statusKey: state.blockedAttempts,
    failure: {
      message:
        state.status === "failed"
          ? state.failure === null && options.posted?.message
            ? options.posted.message
            : i18n._(ERROR_MESSAGE["something-went-wrong"])
          : null,
      props: { id: `${base}failure`, role: "alert", "data-part": "error" },
    },
    choice,
    text,
    postedContext: { issue_id: String(issueId), form_kind: kind, mode },
  };
}
