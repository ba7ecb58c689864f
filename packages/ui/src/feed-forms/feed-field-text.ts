import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { CountryFields } from "@portal/core/country";
import { FEED_FORM_SPEC, type FeedDirection, type FeedField, type FeedFormKind, type FeedFormSpec } from "@portal/core/feed-form";

/** How each field is entered: a group of radio buttons, a one-line input or a text area. */
export const FEED_FIELD_CONTROL = {
  answer: "choice",
  preferred_date: "choice",
  contact: "choice",
  phone_number: "input",
  address: "textarea",
  drop_pincode: "input",
  landmark: "input",
  comment: "textarea",
} as const satisfies Record<FeedField, "choice" | "input" | "textarea">;

export type FeedChoiceField = { [F in FeedField]: (typeof FEED_FIELD_CONTROL)[F] extends "choice" ? F : never }[FeedField];
export type FeedTextField = Exclude<FeedField, FeedChoiceField>;

export function isChoiceField(field: FeedField): field is FeedChoiceField {
  return FEED_FIELD_CONTROL[field] === "choice";
}

/** The form's yes/no or which-number question, if it has one. */
export function feedChoiceOf(kind: FeedFormKind): FeedFormSpec["choice"] {
  const spec: FeedFormSpec = FEED_FORM_SPEC[kind];
  return spec.choice;
}

/** The date question names what the courier comes back for. */
export const PREFERRED_DATE_LEGEND = {
  delivery: msg`Choose a delivery date`,
  pickup: msg`Choose a pickup date`,
} as const satisfies Record<FeedDirection, MessageDescriptor>;

export const FEED_TEXT_FIELD_LABEL = {
  phone_number: msg`Alternate phone number`,
  address: msg`Full address`,
  drop_pincode: msg`Pincode`,
  landmark: msg`Landmark`,
  comment: msg`Your message`,
} as const satisfies Record<FeedTextField, MessageDescriptor>;

export interface FeedTextFieldText {
  label: MessageDescriptor;
  /** Shown under the label, so the shopper knows the rule before making a mistake. */
  hint: MessageDescriptor | null;
  placeholder: string | undefined;
}

/** Label, hint and placeholder of each text field; the phone, postal code and landmark follow the shopper's country. */
export function feedTextFieldTextOf(field: FeedTextField, country: CountryFields): FeedTextFieldText {
  const texts = {
    phone_number: { label: FEED_TEXT_FIELD_LABEL.phone_number, hint: country.phone.hint, placeholder: country.phone.example },
    address: { label: FEED_TEXT_FIELD_LABEL.address, hint: msg`House or flat number, building, street and area`, placeholder: undefined },
    drop_pincode: {
      label: country.postalCode?.label ?? FEED_TEXT_FIELD_LABEL.drop_pincode,
      hint: country.postalCode?.hint ?? null,
      placeholder: country.postalCode?.example,
    },
    landmark: { label: FEED_TEXT_FIELD_LABEL.landmark, hint: country.landmarkHint, placeholder: undefined },
    comment: { label: FEED_TEXT_FIELD_LABEL.comment, hint: null, placeholder: undefined },
  } as const satisfies Record<FeedTextField, FeedTextFieldText>;
  return texts[field];
}

/** Browser hints: the right keyboard on a phone and autofill from the shopper's saved details. */
export const FEED_TEXT_FIELD_INPUT = {
  phone_number: { type: "tel", inputMode: "numeric", autoComplete: "tel-national" },
  address: { type: undefined, inputMode: "text", autoComplete: "street-address" },
  drop_pincode: { type: "text", inputMode: "numeric", autoComplete: "postal-code" },
  landmark: { type: "text", inputMode: "text", autoComplete: "off" },
  comment: { type: undefined, inputMode: "text", autoComplete: "off" },
} as const satisfies Record<FeedTextField, { type: string | undefined; inputMode: "numeric" | "text"; autoComplete: string }>;

export const OPTIONAL_FIELD_MARK = msg`(optional)`;
