import type { ReturnRequestBodySchema } from "@portal/core/api";
import {
  bankAccountSchemeOf,
  bankDetailSchemaOf,
  refundModesOf,
  refundPayoutOf,
  percentOf,
  policyBonusPercentOf,
  policyFeeOf,
  refundSplitOf,
  refundSummaryOf,
  requiresBankDetail,
  type RefundMode,
  type ReturnPolicy,
} from "@portal/core/returns";
import { UpiDetailsSchema, VALIDATION_MESSAGE, validationMessageOf } from "@portal/core/validation";
import { RETURNS_MESSAGE, twoSentences } from "@portal/core/messages";
import * as v from "valibot";
import type { ReturnKind } from "@portal/db/repositories/returns-records";
import { maskAccountNumber, maskUpiId } from "../refund/refund-masking.ts";
import type { ReturnsDeps } from "../returns-deps.ts";
import type { CheckedItem } from "./item-rules.ts";
import { refuse, type RuleResult } from "./rule-result.ts";

type RefundInput = v.InferOutput<typeof ReturnRequestBodySchema>["refund"];

/** What is stored about a refund: amounts and masked details, plus the clear details to seal. */
export interface CheckedRefund {
  mode: RefundMode | null;
  creditMinor: number;
  moneyMinor: number;
  bankName: string | null;
  accountMasked: string | null;
  upiMasked: string | null;
  /** Sealed before storing; never answered or logged. */
  clearDetails: { bank_detail?: BankPayout; upi_details?: { upiName: string; upiId: string } } | null;
}

/** Only the fields the brand's country asks for (core's bank account scheme). */
interface BankPayout {
  name: string;
  bankName: string;
  accountNumber?: string;
  ifsccode?: string;
  branchName?: string;
  routingNumber?: string;
  iban?: string;
}

/**
 * The refund of a return (an exchange has none): a mode the order may use (core's
 * refundModesOf: never the original payment for a COD order), and the details core's
 * refundPayoutOf says it needs (a bank account for COD orders of brands that capture bank
 * details whatever the mode; a bank account or — in India only — a UPI id for a bank-account
 * refund, UPI when the body sends UPI details), checked by core's schemas for the brand's
 * country (the form's own: IFSC and a 9-18 digit account in India, routing and account
 * numbers in the US, an IBAN in the UAE; a name@handle UPI id) plus, in India, an IFSC that
 * exists. Amounts follow core's refundSplitOf.
 */
export async function checkRefund(
  kind: ReturnKind,
  refund: RefundInput,
  facts: { isCod: boolean; captureBankDetail: boolean; country: string; items: readonly CheckedItem[]; policy: ReturnPolicy },
  deps: ReturnsDeps,
): Promise<RuleResult<CheckedRefund>> {
  const reasonIds = facts.items.map((i) => i.reasonId);
  if (kind === "exchange") {
    // An exchange has no refund; the policy's exchange bonus (core's policyBonusPercentOf) is kept as credit.
    const value = facts.items.reduce((sum, i) => sum + i.quantity * (i.item.finalAmountPaidMinor + i.item.storeCreditsUsedMinor), 0);
    const bonus = percentOf(value, policyBonusPercentOf(facts.policy, "exchange"));
    return { ok: true, value: { mode: null, creditMinor: bonus, moneyMinor: 0, bankName: null, accountMasked: null, upiMasked: null, clearDetails: null } };
  }
  if (refund === undefined) return refuse(twoSentences(VALIDATION_MESSAGE.option, RETURNS_MESSAGE.refundModeMissing));
  // The product rules' COD flow "falls back to source" once bank details are valid: for a COD order
  // that source is the bank account it gives, so it is stored (and shown) as a bank refund.
  // A COD order with no bank account to fall back to has no source at all.
  const mode: RefundMode = refund.mode === "back-to-source" && requiresBankDetail(facts) ? "bank-account" : refund.mode;
  if (!refundModesOf(facts).includes(mode)) return refuse(RETURNS_MESSAGE.refundNotToCashPayment);

  const payout = refundPayoutOf({ mode, payout: refund.upi_details !== undefined ? "upi" : "bank" }, facts);

  let bank: BankPayout | undefined;
  if (payout === "bank") {
    const given = refund.bank_detail;
    if (given === undefined) return refuse(VALIDATION_MESSAGE["account-number"]);
    const schema = bankDetailSchemaOf(facts.country);
    const problem = validationMessageOf(schema, given);
    if (problem !== undefined) return refuse(VALIDATION_MESSAGE[problem]);
    bank = v.parse(schema, given) as BankPayout;
    if (bankAccountSchemeOf(facts.country) === "ifsc") {
      const branch = await deps.providers.ifscLookup.lookup(bank.ifsccode ?? "");
      if (branch === undefined) return refuse(RETURNS_MESSAGE.ifscUnknown);
      bank = { ...bank, bankName: branch.bankName };
    }
  }

  let upi: { upiName: string; upiId: string } | undefined;
  if (payout === "upi" && refund.upi_details !== undefined) {
    const problem = validationMessageOf(UpiDetailsSchema, refund.upi_details);
    if (problem !== undefined) return refuse(VALIDATION_MESSAGE[problem]);
    upi = v.parse(UpiDetailsSchema, refund.upi_details);
  }

  const split = refundSplitOf(
    mode,
    facts.items.map((i) => ({ quantity: i.quantity, creditUsedPerUnit: i.item.storeCreditsUsedMinor, paidPerUnit: i.item.finalAmountPaidMinor })),
  );
  // The stored amounts are the summary's, after the policy's fee and bonus: the one computation every screen shows.
  const summary = refundSummaryOf({
    mode,
    payout,
    asMoney: split.asMoney,
    asCredit: split.asCredit,
    fee: policyFeeOf(facts.policy, mode, reasonIds),
    bonusPercent: policyBonusPercentOf(facts.policy, mode),
  });
  const amountOf = (kind: "money" | "credit") => summary.parts.filter((part) => part.kind === kind).reduce((sum, part) => sum + part.amount, 0);
  return {
    ok: true,
    value: {
      mode,
      creditMinor: amountOf("credit"),
      moneyMinor: amountOf("money"),
      bankName: bank?.bankName ?? null,
      accountMasked: bank ? maskAccountNumber(bank.iban || bank.accountNumber || "") : null,
      upiMasked: upi ? maskUpiId(upi.upiId) : null,
      clearDetails: bank || upi ? { ...(bank ? { bank_detail: bank } : {}), ...(upi ? { upi_details: upi } : {}) } : null,
    },
  };
}
