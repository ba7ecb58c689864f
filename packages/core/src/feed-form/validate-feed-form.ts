import * as v from "valibot";
import { countryFieldsOf, type CountryFields } from "../country/contact-fields.ts";
import { AddressSchema, DateSchema, LandmarkSchema, commentSchemaFor, optionSchema } from "../validation/field-schemas.ts";
import { validationMessageOf, type FieldErrors } from "../validation/form-errors.ts";
import type { ValidationMessageKey } from "../validation/validation-messages.ts";
import { FEED_FORM_SPEC, type ContactChoice, type FeedAnswer, type FeedField, type FeedFormKind } from "./feed-form-kind.ts";

/** What the shopper entered; every field is optional until a rule needs it. */
export interface FeedFormValues {
  answer?: FeedAnswer | "";
  preferred_date?: string;
  preferred_time?: string;
  contact?: ContactChoice | "";
  phone_number?: string;
  address?: string;
  drop_pincode?: string;
  landmark?: string;
  comment?: string;
}

export interface FeedFormContext {
  /** Page language; English comments are limited to the allowed characters. */
  locale: string;
  /** The brand captures the address on the date form (delivery issue 1). */
  captureAddress?: boolean;
  /** When given, the preferred date must be one of these (see edd/delivery-date-options). */
  allowedDates?: readonly string[];
  /** The shopper's country (ISO code): the phone and postal code rules, and whether a postal code is asked at all. */
  country?: string | null | undefined;
}

type Need = "required" | "if-given" | "skip";

/** Per form, which fields must be filled given the answers so far. */
const NEEDS = {
  none: () => ({}),
  "preferred-date": () => ({ preferred_date: "required" }),
  "date-and-address": (_v, ctx) => {
    const address: Need = ctx.captureAddress ? "required" : "skip";
    return { preferred_date: "required", address, drop_pincode: address, landmark: address };
  },
  // A date is asked only when the shopper still wants the delivery or pickup.
  "deliver-or-cancel": (values) => ({ answer: "required", preferred_date: values.answer === "reject" ? "skip" : "required" }),
  "pickup-or-cancel": (values) => ({ answer: "required", preferred_date: values.answer === "reject" ? "skip" : "required" }),
  "alternate-number": (values) => ({
    preferred_date: "required",
    contact: "required",
    phone_number: values.contact === "alternate-number" ? "required" : "skip",
  }),
  address: () => ({ address: "required", landmark: "required", drop_pincode: "if-given" }),
  feedback: () => ({ comment: "required" }),
} as const satisfies Record<FeedFormKind, (values: FeedFormValues, context: FeedFormContext) => Partial<Record<FeedField, Need>>>;

/** A country field's check on a value as typed: missing reads "", the country's normalising first. */
function countrySchema(schema: v.GenericSchema<string, string>, normalise: (input: string) => string = (s) => s.trim()) {
  return v.pipe(v.optional(v.string(), ""), v.transform(normalise), schema);
}

function schemaOf(field: FeedField, context: FeedFormContext, fields: CountryFields): v.GenericSchema {
  const schemas = {
    answer: optionSchema(["accept", "reject"]),
    preferred_date: DateSchema,
    contact: optionSchema(["order-number", "alternate-number"]),
    phone_number: countrySchema(fields.phone.schema, fields.phone.normalise),
    address: AddressSchema,
    // Countries without a postal code never ask for one (needsOf skips it); the schema is unused there.
    drop_pincode: countrySchema(fields.postalCode?.schema ?? v.string()),
    landmark: LandmarkSchema,
    comment: commentSchemaFor(context.locale),
  } satisfies Record<FeedField, v.GenericSchema>;
  return schemas[field];
}

/** The form's needs, with the postal code dropped where the shopper's country has none (product rules §9). */
function needsOf(kind: FeedFormKind, values: FeedFormValues, context: FeedFormContext): Partial<Record<FeedField, Need>> {
  const needs: Partial<Record<FeedField, Need>> = NEEDS[kind](values, context);
  return countryFieldsOf(context.country).postalCode ? needs : { ...needs, drop_pincode: "skip" };
}

/** Which fields the form needs right now (it changes with the shopper's choices). */
export function requiredFeedFields(kind: FeedFormKind, values: FeedFormValues, context: FeedFormContext): FeedField[] {
  const needs = needsOf(kind, values, context);
  return FEED_FORM_SPEC[kind].fields.filter((field) => needs[field] === "required");
}

/** The first message per field; empty when the form may be sent. */
export function validateFeedForm(kind: FeedFormKind, values: FeedFormValues, context: FeedFormContext): FieldErrors<FeedField> {
  const needs = needsOf(kind, values, context);
  const fields = countryFieldsOf(context.country);
  const errors: FieldErrors<FeedField> = {};
  for (const field of FEED_FORM_SPEC[kind].fields) {
    const need = needs[field] ?? "skip";
    const value = values[field];
    if (need === "skip" || (need === "if-given" && !value?.trim())) continue;
    const message: ValidationMessageKey | undefined =
      validationMessageOf(schemaOf(field, context, fields), value) ??
      (field === "preferred_date" && context.allowedDates && !context.allowedDates.includes(value?.trim() ?? "") ? "date" : undefined);
    if (message) errors[field] = message;
  }
  return errors;
}
