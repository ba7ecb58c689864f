import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState } from "react";
import type { PlacePrediction, PostalAddress } from "@portal/core/api";
import { nextSuggestions, PLACE_SEARCH_MAX_LENGTH } from "@portal/core/api";
import { countryFieldsOf } from "@portal/core/country";
import { ERROR_MESSAGE, unservedPostalCodeMessage } from "@portal/core/messages";
import { pickupAddressIssues, pickupAddressMessage, type PickupAddressField } from "@portal/core/returns";
import { VALIDATION_MESSAGE, validationMessageOf } from "@portal/core/validation";
import { usePortal } from "../../state/portal-state-context.tsx";
import { useFlowFacts } from "./flow-context.ts";
import { useFocusFirstError } from "./use-focus-first-error.ts";
import { usePincodeCheck } from "./use-pincode-fetch.ts";
import { INTENT_FIELD } from "./posted-flow.ts";
import { savedAddressOf, ADDRESS_EDITING_FIELD, NEW_ADDRESS_PREFIX } from "./posted-address.ts";

const SEARCH_DELAY_MS = 300;
const SEARCH_MIN_CHARS = 3;

/**
 * Add or update a pickup address with the country's fields from core (countryFieldsOf): the
 * phone's dialling code, hint, example and rule (AE: 9 digits from 5 after +971); a postal
 * code only where the country has one, with its own name, hint and length (IN pincode, US
 * ZIP, PH postal code); the country's city list (AE: emirates). Fetch fills city and state
 * where the postal code names them; the place search suggests addresses as one types.
 */
export function AddressForm({
  initial,
  onSave,
  onCancel,
  showErrors = false,
  adding = !initial.address,
}: {
  initial: PostalAddress;
  onSave: (address: PostalAddress) => void;
  onCancel?: (() => void) | undefined;
  /** Opened by a Save posted without script that found issues: they show at once. */
  showErrors?: boolean;
  /** A new address (titled so, even when a post without script brought back what was typed). */
  adding?: boolean;
}) {
  const { t, i18n } = useLingui();
  const { api } = usePortal();
  const { country } = useFlowFacts();
  const [values, setValues] = useState<PostalAddress>({ ...initial, country });
  const [attempt, setAttempt] = useState(showErrors ? 1 : 0);
  const [suggestions, setSuggestions] = useState<readonly PlacePrediction[]>([]);
  // Suggestions show only while focus is in the address field or its list, so they never
  // push the fields below around while the shopper is elsewhere.
  const [suggesting, setSuggesting] = useState(false);
  const [fetchError, setFetchError] = useState<string | null>(null);
  const pincodeCheck = usePincodeCheck();
  const container = useRef<HTMLDivElement>(null);
  useFocusFirstError(container, attempt);
  // Opened by Add or Update, the form takes focus at its first field (not <body>). On a step
  // that opens with it, the step's heading takes focus right after (the flow's own effect).
  useEffect(() => {
    container.current?.querySelector<HTMLElement>("input, textarea, select")?.focus();
  }, []);
  const base = useId();
  const id = (field: string) => `${base}-${field}`;

  const fields = countryFieldsOf(country);
  const postalCode = fields.postalCode;
  const errors = attempt > 0 ? pickupAddressIssues(values, country) : {};
  const set = (field: keyof PostalAddress, value: string) => setValues((v) => ({ ...v, [field]: value }));

  // The place search: suggestions for what is typed, replaced only by non-empty answers.
  const query = values.address.trim();
  useEffect(() => {
    if (query.length < SEARCH_MIN_CHARS) return;
    let live = true;
    const timer = setTimeout(() => {
      void api.searchPlaces({ key: query.slice(0, PLACE_SEARCH_MAX_LENGTH) }).then((answer) => {
        if (live && answer.ok) setSuggestions((current) => nextSuggestions(current, answer.data.data.predictions).slice(0, 5));
      });
    }, SEARCH_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, query]);

  const onFetch = async () => {
    setFetchError(null);
    if (!postalCode) return;
    const key = validationMessageOf(postalCode.schema, values.pincode.trim());
    if (key) return setFetchError(i18n._(VALIDATION_MESSAGE[key]));
    const place = await pincodeCheck.check(values.pincode);
    if (place === undefined) return setFetchError(i18n._(ERROR_MESSAGE["something-went-wrong"]));
    setValues((v) => ({ ...v, city: place.city || v.city, state: place.state || v.state }));
  };

  const onSubmit = () => {
    const found = pickupAddressIssues(values, country);
    if (Object.keys(found).length > 0) return setAttempt((n) => n + 1);
    onSave(savedAddressOf(values, country));
  };

  /** A field's input props, its hint (the country's format) and its error, tied together for assistive technology. */
  const field = (name: PickupAddressField, hint?: string) => {
    const error = errors[name];
    const describedBy = [hint ? id(`${name}-hint`) : null, error ? id(`${name}-error`) : null].filter(Boolean).join(" ");
    return {
      // Prefixed: posted without script beside step 2's other fields (and the refund's "name").
      input: {
        id: id(name),
        name: `${NEW_ADDRESS_PREFIX}${name}`,
        "aria-invalid": error ? (true as const) : undefined,
        "aria-describedby": describedBy || undefined,
      },
      hint: hint ? (
        <p id={id(`${name}-hint`)} data-part="hint">
          {hint}
        </p>
      ) : null,
      error: error ? (
        <p id={id(`${name}-error`)} className="portal-field-error">
          {i18n._(pickupAddressMessage(error))}
        </p>
      ) : null,
    };
  };
  const name = field("name");
  const phone = field("phone", i18n._(fields.phone.hint));
  const email = field("email");
  const address = field("address");
  const pincode = field("pincode", postalCode ? i18n._(postalCode.hint) : undefined);
  const city = field("city");
  const region = field("state");

  return (
    <div ref={container} className="portal-address-form" data-part="address-form" role="group" aria-labelledby={id("title")}>
      <h3 id={id("title")}>{adding ? t`Add a new address` : t`Update address`}</h3>
      <div data-part="field">
        <label htmlFor={name.input.id}>{t`Name`}</label>
        <input {...name.input} value={values.name} onChange={(e) => set("name", e.target.value)} autoComplete="name" />
        {name.error}
      </div>
      <div data-part="field">
        <label htmlFor={phone.input.id}>{t`Phone`}</label>
        {phone.hint}
        <div data-part="phone-row">
          <span data-part="phone-code" dir="ltr">
            {fields.phone.dialCode}
          </span>
          <input
            {...phone.input}
            type="tel"
            inputMode="tel"
            dir="ltr"
            placeholder={fields.phone.example}
            value={values.phone}
            onChange={(e) => set("phone", e.target.value)}
            autoComplete="tel-national"
          />
        </div>
        {phone.error}
      </div>
      <div data-part="field">
        <label htmlFor={email.input.id}>{t`Email (optional)`}</label>
        <input {...email.input} type="email" value={values.email} onChange={(e) => set("email", e.target.value)} autoComplete="email" />
        {email.error}
      </div>
      <div
        data-part="field"
        onFocus={() => setSuggesting(true)}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget)) setSuggesting(false);
        }}
      >
        <label htmlFor={address.input.id}>{t`Address`}</label>
        <textarea
          {...address.input}
          value={values.address}
          rows={3}
          maxLength={600}
          onChange={(e) => set("address", e.target.value)}
          autoComplete="street-address"
        />
        {address.error}
        {suggesting && suggestions.length > 0 ? (
          <ul data-part="suggestions" aria-label={t`Suggested addresses`}>
            {suggestions.map((s) => (
              <li key={s.place_id || s.description}>
                <button
                  type="button"
                  onClick={() => {
                    set("address", s.description);
                    setSuggestions([]);
                    document.getElementById(address.input.id)?.focus();
                  }}
                >
                  {s.description}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {postalCode ? (
        <div data-part="field">
          <label htmlFor={pincode.input.id}>{i18n._(postalCode.label)}</label>
          {pincode.hint}
          <div data-part="pincode-row">
            <input
              {...pincode.input}
              inputMode={postalCode.inputMode}
              placeholder={postalCode.example}
              value={values.pincode}
              onChange={(e) => set("pincode", e.target.value)}
              autoComplete="postal-code"
            />
            {postalCode.namesPlace ? (
              // aria-disabled, not disabled, while it looks up: a disabled button drops the focus it holds.
              <button
                type="button"
                className="portal-button"
                data-action="fetch"
                onClick={() => {
                  if (pincodeCheck.state !== "checking") void onFetch();
                }}
                aria-disabled={pincodeCheck.state === "checking" || undefined}
              >
                {t`Fetch`}
              </button>
            ) : null}
          </div>
          {pincode.error}
          <div aria-live="polite" data-part="fetch-status" data-state={pincodeCheck.state}>
            {pincodeCheck.state === "checking" ? <p>{t`Checking the pincode…`}</p> : null}
            {fetchError ? <p className="portal-field-error">{fetchError}</p> : null}
            {pincodeCheck.state === "not-serviceable" ? <p className="portal-field-error">{i18n._(unservedPostalCodeMessage(country))}</p> : null}
          </div>
        </div>
      ) : null}
      <div data-part="field">
        {/* Only the UAE has a fixed list (its emirates), which also stands in for the state. */}
        <label htmlFor={city.input.id}>{fields.cities ? t`Emirate` : t`City`}</label>
        {fields.cities ? (
          <select {...city.input} value={values.city} onChange={(e) => set("city", e.target.value)}>
            <option value="">{t`Choose an emirate`}</option>
            {fields.cities.map((emirate) => (
              <option key={emirate} value={emirate}>
                {emirate}
              </option>
            ))}
          </select>
        ) : (
          <input {...city.input} value={values.city} onChange={(e) => set("city", e.target.value)} autoComplete="address-level2" />
        )}
        {city.error}
      </div>
      {fields.cities ? null : (
        <div data-part="field">
          <label htmlFor={region.input.id}>{t`State`}</label>
          <input {...region.input} value={values.state} onChange={(e) => set("state", e.target.value)} autoComplete="address-level1" />
          {region.error}
        </div>
      )}
      {attempt > 0 && Object.keys(errors).length > 0 ? (
        <p role="alert" className="portal-field-error" data-part="form-error">
          {t`Please correct the marked fields.`}
        </p>
      ) : null}
      {/* Without script: the form is open, so a Continue pressed now asks to save it first. */}
      <input type="hidden" name={ADDRESS_EDITING_FIELD} value="1" />
      <div data-part="actions">
        {/* Submit buttons, so that without script the server saves or closes the form; with script the handlers do. */}
        <button type="submit" name={INTENT_FIELD} value="save-address" className="portal-button" data-action="save-address" onClick={onSubmit}>
          {t`Save address`}
        </button>
        {onCancel ? (
          <button type="submit" name={INTENT_FIELD} value="cancel-address" className="portal-button" data-variant="secondary" onClick={onCancel}>
            {t`Cancel`}
          </button>
        ) : null}
      </div>
    </div>
  );
}
