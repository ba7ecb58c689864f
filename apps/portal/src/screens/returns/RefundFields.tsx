import { useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { RETURN_FLOW_MESSAGE } from "@portal/core/messages";
import { REFUND_MODE_LABEL, REFUND_MODE_RULE, REFUND_MODES, refundCheck, refundPayoutOf, requiresBankDetail } from "@portal/core/returns";
import { VALIDATION_MESSAGE, type BankDetail, type UpiDetails, type ValidationMessageKey } from "@portal/core/validation";
import { useReturnFlowStore } from "@portal/ui/returns";
import { usePortal } from "../../state/portal-state-context.tsx";

type BankField = keyof BankDetail;
type UpiField = keyof UpiDetails;

/**
 * The refund: a mode the order allows, and the bank account (IFSC looked up to fill the bank
 * and branch) or UPI id it needs. COD orders of brands that capture bank details always give
 * a bank account (spec section 4); once it is valid the refund goes "back to source" there.
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
  const picksPayout = !codBank && REFUND_MODE_RULE[mode].payouts.length > 1;
  const check = refundCheck(flow);
  const upiErrors = check.upi as Partial<Record<UpiField, ValidationMessageKey>>;
  const [ifscState, setIfscState] = useState<"idle" | "checking" | "found" | "unknown">("idle");
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

  const bankInput = (field: BankField, label: string, extra: Record<string, string> = {}) => (
    <div data-part="field">
      <label htmlFor={id(field)}>{label}</label>
      <input
        {...fieldProps(field, bankError(field))}
        {...extra}
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
        {REFUND_MODES.map((m) => (
          <label key={m}>
            <input type="radio" name="refund-mode" value={m} checked={mode === m} onChange={() => dispatch({ type: "set-refund-mode", mode: m })} />
            {i18n._(REFUND_MODE_LABEL[m])}
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
          {bankInput("name", t`Account holder name`, { autoComplete: "name" })}
          {bankInput("accountNumber", t`Account number`, { inputMode: "numeric", autoComplete: "off" })}
          <div data-part="field">
            <label htmlFor={id("ifsccode")}>{t`IFSC code`}</label>
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
              <button type="button" className="portal-button" data-action="ifsc-lookup" onClick={() => void lookUpIfsc()} disabled={ifscState === "checking"}>
                {t`Look up`}
              </button>
            </div>
            {errorOf("ifsccode", bankError("ifsccode"))}
            <div aria-live="polite" data-part="ifsc-status" data-state={ifscState}>
              {ifscState === "unknown" ? <p className="portal-field-error">{i18n._(RETURN_FLOW_MESSAGE.ifscUnknown)}</p> : null}
            </div>
          </div>
          {bankInput("bankName", t`Bank name`)}
          {bankInput("branchName", t`Branch name`)}
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
