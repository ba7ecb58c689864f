import { createContext, useContext, type FormHTMLAttributes, type ReactNode } from "react";
import { isChoiceField, type FeedChoiceField, type FeedTextField } from "./feed-field-text.ts";
import type { ErrorBag, FeedFormBag } from "./use-feed-form.ts";

// Thin, unstyled parts of a failure form. Brands style them through data-* attributes:
// data-state on the form and the submit button, data-field on each field, data-part on
// hints, errors and the status line, data-invalid on a group with an error.

const FeedFormContext = createContext<FeedFormBag | null>(null);

function useFeedFormParts(): FeedFormBag {
  const form = useContext(FeedFormContext);
  if (!form) throw new Error("FeedForm parts must be used inside <FeedForm.Root>");
  return form;
}

type RootProps = { form: FeedFormBag; children: ReactNode } & Omit<FormHTMLAttributes<HTMLFormElement>, "onSubmit" | "children">;

function Root({ form, children, ...rest }: RootProps) {
  return (
    <FeedFormContext.Provider value={form}>
      <form {...rest} {...form.formProps}>
        {Object.entries(form.postedContext).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {children}
      </form>
    </FeedFormContext.Provider>
  );
}

function FieldError({ error }: { error: ErrorBag }) {
  return error.message ? <p {...error.props}>{error.message}</p> : null;
}

/** A question answered by one of a few options (yes/no, which number, which date). */
function ChoiceGroup({ field }: { field: FeedChoiceField }) {
  const group = useFeedFormParts().choice(field);
  return (
    <fieldset {...group.fieldsetProps}>
      <legend>{group.legend}</legend>
      {group.options.map((option) => (
        <div key={option.value} data-part="option">
          <input {...option.inputProps} />
          <label {...option.labelProps}>{option.label}</label>
        </div>
      ))}
      <FieldError error={group.error} />
    </fieldset>
  );
}

function TextField({ field }: { field: FeedTextField }) {
  const bag = useFeedFormParts().text(field);
  const { type, ...inputProps } = bag.inputProps;
  return (
    <div data-field={field} data-part="field">
      <label {...bag.labelProps}>
        {bag.label}
        {bag.optionalMark ? <span data-part="optional"> {bag.optionalMark}</span> : null}
      </label>
      {bag.hint ? <p {...bag.hintProps}>{bag.hint}</p> : null}
      {bag.multiline ? <textarea {...inputProps} rows={3} /> : <input {...inputProps} type={type} />}
      <FieldError error={bag.error} />
    </div>
  );
}

/** Every field the form asks right now, in core's order. */
function Fields() {
  const form = useFeedFormParts();
  return <>{form.asked.map(({ field }) => (isChoiceField(field) ? <ChoiceGroup key={field} field={field} /> : <TextField key={field} field={field} />))}</>;
}

/** The "action in progress" line (polite) and, after a failed send, the alert. */
function Status() {
  const form = useFeedFormParts();
  return (
    <>
      <p {...form.statusProps}>{form.statusText ? <span key={form.statusKey}>{form.statusText}</span> : null}</p>
      <FieldError error={form.failure} />
    </>
  );
}

function Submit({ children }: { children?: ReactNode }) {
  const form = useFeedFormParts();
  return <button {...form.submitProps}>{children ?? form.submitLabel}</button>;
}

export const FeedForm = { Root, Fields, ChoiceGroup, TextField, Status, Submit };
