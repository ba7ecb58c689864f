import { useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { RETURN_FLOW_MESSAGE } from "@portal/core/messages";
import {
  BANK_FIELD_LABEL,
  BANK_FIELDS_BY_SCHEME,
  bankAccountSchemeOf,
  payoutMethodsOf,
  REFUND_MODE_LABEL,
  refundCheck,
  refundModesOf,
  refundPayoutOf,
  requiresBankDetail,
  bonusPercentOf,
  type BankField,
  type RefundMode,
} from "@portal/core/returns";
import { useFormatters } from "@portal/i18n/react";
import { useFlowFacts } from "./flow-context.ts";
import { VALIDATION_MESSAGE, type UpiDetails, type ValidationMessageKey } from "@portal/core/validation";
import { useReturnFlowStore } from "@portal/ui/returns";
import { usePortal } from "../../state/portal-state-context.tsx";
import { INTENT_FIELD } from "./posted-flow.ts";

type UpiField = keyof UpiDetails;

/** Input hints per bank field: numbers get a number keyboard, nothing is autofilled but the name. */
const BANK_FIELD_INPUT = {
  name: { autoComplete: "name" },
  accountNumber: { inputMode: "numeric", autoComplete: "off" },
  ifsccode: { autoComplete: "off" },
  bankName: {},
  branchName: {},
  routingNumber: { inputMode: "numeric", autoComplete: "off", maxLength: 11 },
  iban: { autoComplete: "off", maxLength: 42, autoCapitalize: "characters" },
} as const satisfies Record<BankField, Record<string, string | number>>;

/**
 * The refund: a mode the order allows (a COD order never goes back to its "original
 * payment"), and the bank account or UPI id it needs, with the brand's country's fields
 * (core's payout-fields: IFSC looked up to fill the bank and branch in India, routing and
 * account numbers in the US, an IBAN in the UAE; UPI in India only). COD orders of brands
 * that capture bank details always give a bank account (product rules §4).
 */
export function RefundFields({ showErrors }: { showErrors: boolean }) {
  const { t, i18n } = useLingui();
  const { api } = usePortal();
  const flow = useReturnFlowStore((s) => s.flow);
  const dispatch = useReturnFlowStore((s) => s.dispatch);
  const { mode, payout, bankDetail, upiDetails } = flow.refund;
  const codBank = requiresBankDetail(flow.policy);
  // core's rule: which details the mode (or a COD order) needs, and whether the shopper picks a payout.
  const needs = refundPayoutOf(flow.refund, flow.policy);
  const picksPayout = !codBank && payoutMethodsOf(mode, flow.policy.country).length > 1;
  const bankFields = BANK_FIELDS_BY_SCHEME[bankAccountSchemeOf(flow.policy.country)];
  const check = refundCheck(flow);
  const upiErrors = check.upi as Partial<Record<UpiField, ValidationMessageKey>>;
  // A lookup posted without script comes back already answered (the server filled the bank).
  const { postedIfscLookup } = useFlowFacts();
  const [ifscState, setIfscState] = useState<"idle" | "checking" | "found" | "unknown">(postedIfscLookup ?? "idle");
  const base = useId();
  const id = (name: string) => `${base}-${name}`;

  const fieldProps = (name: string, error: ValidationMessageKey | undefined) => ({
    id: id(name),
    name,
    "aria-invalid": showErrors && error ? (true as const) : undefined,
    "aria-describedby": showErrors && error ? id(`${name}-error`) : undefined,
  });
  const errorOf = (name: string, error: ValidationMessageKey | undefined) =>
    showErrors && error ? (
      <p id={id(`${name}-error`)} className="portal-field-error">
        {i18n._(VALIDATION_MESSAGE[error])}
      </p>
    ) : null;
  const bankError = (field: BankField) => (check.bank as Partial<Record<BankField, ValidationMessageKey>>)[field];

  const lookUpIfsc = async () => {
    setIfscState("checking");
    const answer = await api.lookupIfsc({ ifsc: bankDetail.ifsccode });
    if (!answer.ok || !answer.data.valid) return setIfscState("unknown");
    setIfscState("found");
    dispatch({
      type: "set-bank-detail",
      patch: {
        ifsccode: answer.data.ifsc,
        bankName: answer.data.bank_name || bankDetail.bankName,
        branchName: answer.data.branch_name ?? bankDetail.branchName,
      },
    });
  };

  const bankInput = (field: BankField) => (
    <div data-part="field" key={field}>
      <label htmlFor={id(field)}>{i18n._(BANK_FIELD_LABEL[field])}</label>
      <input
        {...fieldProps(field, bankError(field))}
        {...BANK_FIELD_INPUT[field]}
        value={bankDetail[field]}
        onChange={(e) => dispatch({ type: "set-bank-detail", patch: { [field]: e.target.value } })}
      />
      {errorOf(field, bankError(field))}
    </div>
  );

  return (
    <div data-part="refund">
      <fieldset data-part="refund-mode">
        <legend>{t`Refund to`}</legend>
        {refundModesOf(flow.policy).map((m) => (
          <label key={m}>
            <input type="radio" name="refund-mode" value={m} checked={mode === m} onChange={() => dispatch({ type: "set-refund-mode", mode: m })} />
            {i18n._(REFUND_MODE_LABEL[m])}
            <ModeTerms mode={m} />
          </label>
        ))}
      </fieldset>
      {picksPayout ? (
        <fieldset data-part="payout">
          <legend>{t`Receive it by`}</legend>
          <label>
            <input type="radio" name="payout" value="bank" checked={payout === "bank"} onChange={() => dispatch({ type: "set-payout", payout: "bank" })} />
            {t`Bank transfer`}
          </label>
          <label>
            <input type="radio" name="payout" value="upi" checked={payout === "upi"} onChange={() => dispatch({ type: "set-payout", payout: "upi" })} />
            {t`UPI`}
          </label>
        </fieldset>
      ) : null}
      {needs === "bank" ? (
        <fieldset data-part="bank-detail">
          <legend>{t`Bank account for the refund`}</legend>
          {codBank ? <p data-part="hint">{t`This order was paid cash on delivery, so the refund goes to a bank account.`}</p> : null}
          {bankFields.map((field) =>
            field === "ifsccode" ? (
              <div data-part="field" key={field}>
                <label htmlFor={id("ifsccode")}>{i18n._(BANK_FIELD_LABEL.ifsccode)}</label>
                <div data-part="ifsc-row">
                  <input
                    {...fieldProps("ifsccode", bankError("ifsccode"))}
                    value={bankDetail.ifsccode}
                    maxLength={11}
                    autoComplete="off"
                    onChange={(e) => {
                      setIfscState("idle");
                      dispatch({ type: "set-bank-detail", patch: { ifsccode: e.target.value.toUpperCase() } });
                    }}
                  />
                  {/* A submit button, so that without script the server looks the code up; with script the handler does. */}
                  <button
                    type="submit"
                    name={INTENT_FIELD}
                    value="ifsc-lookup"
                    className="portal-button"
                    data-action="ifsc-lookup"
                    onClick={() => void lookUpIfsc()}
                    disabled={ifscState === "checking"}
                  >
                    {t`Look up`}
                  </button>
                </div>
                {errorOf("ifsccode", bankError("ifsccode"))}
                <div aria-live="polite" data-part="ifsc-status" data-state={ifscState}>
                  {ifscState === "unknown" ? <p className="portal-field-error">{i18n._(RETURN_FLOW_MESSAGE.ifscUnknown)}</p> : null}
                </div>
              </div>
            ) : (
              bankInput(field)
            ),
          )}
        </fieldset>
      ) : null}
      {needs === "upi" ? (
        <fieldset data-part="upi-detail">
          <legend>{t`UPI details`}</legend>
          <div data-part="field">
            <label htmlFor={id("upiName")}>{t`Name on the UPI account`}</label>
            <input
              {...fieldProps("upiName", upiErrors.upiName)}
              value={upiDetails.upiName}
              onChange={(e) => dispatch({ type: "set-upi-details", patch: { upiName: e.target.value } })}
            />
            {errorOf("upiName", upiErrors.upiName)}
          </div>
          <div data-part="field">
            <label htmlFor={id("upiId")}>{t`UPI ID`}</label>
            <input
              {...fieldProps("upiId", upiErrors.upiId)}
              value={upiDetails.upiId}
              autoComplete="off"
              onChange={(e) => dispatch({ type: "set-upi-details", patch: { upiId: e.target.value } })}
            />
            {errorOf("upiId", upiErrors.upiId)}
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}

/** The brand's policy for one mode, beside its radio: the bonus it earns and the fee it costs (core's rules). */
function ModeTerms({ mode }: { mode: RefundMode }) {
  const { t, i18n } = useLingui();
  const policy = useReturnFlowStore((s) => s.flow.policy.returnPolicy);
  const { currency } = useFlowFacts();
  const format = useFormatters();
  if (policy === undefined) return null;
  const bonus = bonusPercentOf(policy.bonus_percent, mode);
  const fee = policy.fee_by_mode[mode] ?? 0;
  if (bonus === 0 && fee === 0) return null;
  const percent = new Intl.NumberFormat(i18n.locale, { style: "percent", maximumFractionDigits: 1 }).format(bonus / 100);
  const money = format.money(fee, currency);
  return (
    <span data-part="mode-terms">
      {bonus > 0 ? <span data-term="bonus">{t`+${percent} bonus in store credit`}</span> : null}
      {fee > 0 ? <span data-term="fee">{t`Fee: ${money}`}</span> : null}
    </span>
  );
}
