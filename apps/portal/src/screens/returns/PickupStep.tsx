import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import type { PostalAddress } from "@portal/core/api";
import { showsPincode } from "@portal/core/country";
import { unservedPostalCodeMessage } from "@portal/core/messages";
import { isSelfShipOffered, pickupAddressIssues, pickupDateOptions } from "@portal/core/returns";
import { VALIDATION_MESSAGE } from "@portal/core/validation";
import { useReturnFlowStore } from "@portal/ui/returns";
import { preferredDateLabel, useBrandTimeZone } from "@portal/ui";
import { usePortal } from "../../state/portal-state-context.tsx";
import { AddressForm } from "./AddressForm.tsx";
import { useFlowFacts } from "./flow-context.ts";
import { useFocusFirstError } from "./use-focus-first-error.ts";
import { usePincodeCheck } from "./use-pincode-fetch.ts";
import { INTENT_FIELD } from "./posted-flow.ts";
import { fieldsOfAddress, ADDED_ADDRESS_PREFIX } from "./posted-address.ts";

const EMPTY_ADDRESS: PostalAddress = { name: "", phone: "", email: "", address: "", pincode: "", city: "", state: "", country: "" };

/** Which address editor is open: none, a new one, or the one at an index. */
type Editing = { kind: "none" } | { kind: "new" } | { kind: "existing"; index: number };

/** Step 2: a pickup address (select, add, update) and date, or self-ship with the drop instruction. */
export function PickupStep() {
  const { t, i18n } = useLingui();
  const { state } = usePortal();
  const { country, brandOffersSelfShip, showPostedErrors, postedEditor, orderAddressCount } = useFlowFacts();
  const flow = useReturnFlowStore((s) => s.flow);
  const addresses = useReturnFlowStore((s) => s.addresses);
  const { dispatch, addAddress, updateAddress } = useReturnFlowStore((s) => s);
  // A post without script may have left the new-address form open (Add, or a Save it refused).
  const [editing, setEditing] = useState<Editing>(postedEditor || addresses.length === 0 ? { kind: "new" } : { kind: "none" });
  const [attempt, setAttempt] = useState(showPostedErrors ? 1 : 0);
  // After a save, focus goes to the chosen address (the form that held it is gone).
  const focusChosen = useRef(false);
  // Counted from today in the brand's zone, as the server and the courier count it.
  const timeZone = useBrandTimeZone();
  const [dates] = useState(() => pickupDateOptions(new Date(), timeZone));
  const serviceability = usePincodeCheck();
  const container = useRef<HTMLDivElement>(null);
  useFocusFirstError(container, attempt);

  const selected = addresses[flow.action.address.select];
  const lastAdded = addresses.length > orderAddressCount ? addresses[addresses.length - 1] : undefined;
  const { isChecked, isServiceable } = flow.pincodeServiceability;
  // Core's rule, as the server applies it: the country, the brand, or a pincode couriers cannot serve.
  const canSelfShip = isSelfShipOffered({ country, brandOffersSelfShip, pickupServiceable: isChecked ? isServiceable : undefined });
  // Couriers' serviceability is known by postal code wherever addresses have one (the server
  // checks the same countries when the request is placed).
  const checksPincode = showsPincode(country);
  const showErrors = attempt > 0;
  const addressInvalid = selected === undefined || Object.keys(pickupAddressIssues(selected, country)).length > 0;
  // Checked when the address is chosen (or saved), not first at the final submit: a shopper
  // whose postal code couriers do not serve learns it here, with self-ship offered beside it.
  const chosenPincode = !flow.selfShip && checksPincode && selected && !addressInvalid ? selected.pincode.trim() : "";
  const checkServiceability = useRef(serviceability.check);
  // Declared first, so it runs before the check below after the same render.
  useEffect(() => {
    checkServiceability.current = serviceability.check;
  });
  useEffect(() => {
    if (chosenPincode) void checkServiceability.current(chosenPincode);
  }, [chosenPincode]);
  const dateMissing = flow.date === null || !dates.includes(flow.date as (typeof dates)[number]);
  const errors = flow.selfShip ? {} : { address: showErrors && addressInvalid, date: showErrors && dateMissing };

  const onContinue = async () => {
    if (!flow.selfShip) {
      if (addressInvalid || dateMissing || editing.kind !== "none") return setAttempt((n) => n + 1);
      if (checksPincode && selected) {
        const answer = await serviceability.check(selected.pincode);
        if (!answer?.serviceable) return setAttempt((n) => n + 1);
      }
    }
    dispatch({ type: "go-to-step", step: 3 });
  };

  const save = (address: PostalAddress) => {
    if (editing.kind === "existing") updateAddress(editing.index, address);
    else addAddress(address);
    setEditing({ kind: "none" });
    focusChosen.current = true;
  };
  // Opening an editor is a new task: the last Continue's complaints ("save the address first") go.
  const edit = (next: Editing) => {
    setAttempt(0);
    setEditing(next);
  };
  // After every render: the one that follows a save moves focus, once.
  useEffect(() => {
    if (!focusChosen.current) return;
    focusChosen.current = false;
    container.current?.querySelector<HTMLInputElement>('input[name="pickup-address"]:checked')?.focus();
  });

  return (
    <div ref={container} data-part="pickup-step">
      {canSelfShip ? (
        <fieldset data-part="pickup-kind">
          <legend>{t`How will the items reach us?`}</legend>
          <label>
            <input
              type="radio"
              name="pickup-kind"
              value="pickup"
              checked={!flow.selfShip}
              onChange={() => dispatch({ type: "set-self-ship", selfShip: false })}
            />
            {t`Schedule a pickup`}
          </label>
          <label>
            <input
              type="radio"
              name="pickup-kind"
              value="self-ship"
              checked={flow.selfShip}
              onChange={() => dispatch({ type: "set-self-ship", selfShip: true })}
            />
            {t`Ship it yourself`}
          </label>
        </fieldset>
      ) : null}

      {flow.selfShip ? (
        <section data-part="self-ship" aria-labelledby="self-ship-title">
          <h3 id="self-ship-title">{t`Ship it yourself`}</h3>
          <p>{t`Pack the items securely with the order number inside, and drop the parcel at any courier office within 7 days. Keep the receipt: it is your proof of shipping.`}</p>
        </section>
      ) : (
        <>
          <fieldset data-part="addresses" data-invalid={errors.address || undefined} aria-describedby={errors.address ? "address-error" : undefined}>
            <legend>{t`Pickup address`}</legend>
            {addresses.map((address, index) => (
              <div key={index} data-part="address-option" data-state={index === flow.action.address.select ? "selected" : "idle"}>
                <label>
                  <input
                    type="radio"
                    name="pickup-address"
                    value={index}
                    checked={index === flow.action.address.select}
                    onChange={() => dispatch({ type: "select-address", index })}
                  />
                  <span>
                    <strong>{address.name}</strong> <bdi>{address.address}</bdi>
                    {address.city ? `, ${address.city}` : ""}
                    {address.pincode ? ` ${address.pincode}` : ""} · <bdi dir="ltr">{address.phone}</bdi>
                  </span>
                </label>
                <button
                  type="button"
                  className="portal-link-button"
                  onClick={() => edit({ kind: "existing", index })}
                  aria-label={t`Update address of ${address.name}`}
                >
                  {t`Update`}
                </button>
              </div>
            ))}
            {errors.address ? (
              <p id="address-error" className="portal-field-error">
                {t`Please choose a complete pickup address, or update it.`}
              </p>
            ) : null}
            {/* Without script an added address rides along with every post of this step (the draft keeps the last one added). */}
            {lastAdded
              ? fieldsOfAddress(lastAdded, ADDED_ADDRESS_PREFIX).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)
              : null}
            {editing.kind === "none" ? (
              // A submit button, so that without script the server opens the form (with script the handler does; the form's submit is stopped).
              <button
                type="submit"
                name={INTENT_FIELD}
                value="add-address"
                className="portal-button"
                data-variant="secondary"
                data-action="add-address"
                onClick={() => edit({ kind: "new" })}
              >
                {t`Add a new address`}
              </button>
            ) : null}
          </fieldset>
          {editing.kind !== "none" ? (
            <AddressForm
              key={editing.kind === "existing" ? `edit-${editing.index}` : "new"}
              initial={editing.kind === "existing" ? (addresses[editing.index] ?? EMPTY_ADDRESS) : (postedEditor?.values ?? EMPTY_ADDRESS)}
              showErrors={editing.kind === "new" && postedEditor?.showErrors === true}
              adding={editing.kind === "new"}
              onSave={save}
              onCancel={addresses.length > 0 ? () => setEditing({ kind: "none" }) : undefined}
            />
          ) : null}
          <fieldset data-part="pickup-date" data-invalid={errors.date || undefined} aria-describedby={errors.date ? "date-error" : undefined}>
            <legend>{t`Pickup date`}</legend>
            {dates.map((date) => (
              <label key={date}>
                <input type="radio" name="pickup-date" value={date} checked={flow.date === date} onChange={() => dispatch({ type: "set-date", date })} />
                {preferredDateLabel(date, state.user.lang)}
              </label>
            ))}
            {errors.date ? (
              <p id="date-error" className="portal-field-error">
                {i18n._(VALIDATION_MESSAGE.date)}
              </p>
            ) : null}
          </fieldset>
          <div aria-live="polite" data-part="serviceability" data-state={serviceability.state}>
            {isChecked && !isServiceable ? <p className="portal-field-error">{i18n._(unservedPostalCodeMessage(country))}</p> : null}
          </div>
        </>
      )}
      {showErrors && (errors.address || errors.date || editing.kind !== "none") ? (
        <p role="alert" className="portal-field-error" data-part="step-error">
          {editing.kind !== "none" ? t`Please save the address first.` : t`Please correct the marked fields.`}
        </p>
      ) : null}
      <div data-part="actions">
        <button
          type="submit"
          name={INTENT_FIELD}
          value="back"
          className="portal-button"
          data-variant="secondary"
          onClick={() => dispatch({ type: "go-to-step", step: 1 })}
        >
          {t`Back`}
        </button>
        <button
          type="submit"
          name={INTENT_FIELD}
          value="continue"
          className="portal-button"
          data-action="continue"
          onClick={() => void onContinue()}
          disabled={serviceability.state === "checking"}
        >
          {t`Continue`}
        </button>
      </div>
    </div>
  );
}
