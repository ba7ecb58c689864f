import type { ReturnRequestBodySchema } from "@portal/core/api";
import { refundPayoutOf, refundSplitOf, type RefundMode } from "@portal/core/returns";
import { BankDetailSchema, UpiDetailsSchema, VALIDATION_MESSAGE, validationMessageOf } from "@portal/core/validation";
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

interface BankPayout {
  name: string;
  accountNumber: string;
  ifsccode: string;
  bankName: string;
  branchName: string;
}

/**
 * The refund of a return (an exchange has none): a mode, and the details core's
 * refundPayoutOf says it needs (a bank account for COD orders of brands that capture bank
 * details whatever the mode; a bank account or a UPI id for a bank-account refund — UPI when
 * the body sends UPI details), checked by core's schemas (the form's own: every field, a 9-18
 * digit account number, a name@handle UPI id) plus an IFSC that exists. Amounts follow core's
 * refundSplitOf.
 */
export async function checkRefund(
  kind: ReturnKind,
  refund: RefundInput,
  facts: { isCod: boolean; captureBankDetail: boolean; items: readonly CheckedItem[] },
  deps: ReturnsDeps,
): Promise<RuleResult<CheckedRefund>> {
  if (kind === "exchange") {
    return { ok: true, value: { mode: null, creditMinor: 0, moneyMinor: 0, bankName: null, accountMasked: null, upiMasked: null, clearDetails: null } };
  }
  if (refund === undefined) return refuse(twoSentences(VALIDATION_MESSAGE.option, RETURNS_MESSAGE.refundModeMissing));

  const payout = refundPayoutOf({ mode: refund.mode, payout: refund.upi_details !== undefined ? "upi" : "bank" }, facts);

  let bank: BankPayout | undefined;
  if (payout === "bank") {
    const given = refund.bank_detail;
    if (given === undefined) return refuse(VALIDATION_MESSAGE["account-number"]);
    const problem = validationMessageOf(BankDetailSchema, given);
    if (problem !== undefined) return refuse(VALIDATION_MESSAGE[problem]);
    const valid = v.parse(BankDetailSchema, given);
    const branch = await deps.providers.ifscLookup.lookup(valid.ifsccode);
    if (branch === undefined) return refuse(RETURNS_MESSAGE.ifscUnknown);
    bank = { name: valid.name, accountNumber: valid.accountNumber, ifsccode: valid.ifsccode, bankName: branch.bankName, branchName: valid.branchName };
  }

  let upi: { upiName: string; upiId: string } | undefined;
  if (payout === "upi" && refund.upi_details !== undefined) {
    const problem = validationMessageOf(UpiDetailsSchema, refund.upi_details);
    if (problem !== undefined) return refuse(VALIDATION_MESSAGE[problem]);
    upi = v.parse(UpiDetailsSchema, refund.upi_details);
  }

  const split = refundSplitOf(
    refund.mode,
    facts.items.map((i) => ({ quantity: i.quantity, creditUsedPerUnit: i.item.storeCreditsUsedMinor, paidPerUnit: i.item.finalAmountPaidMinor })),
  );
  return {
    ok: true,
    value: {
      mode: refund.mode,
      creditMinor: split.asCredit,
      moneyMinor: split.asMoney,
      bankName: bank?.bankName ?? null,
      accountMasked: bank ? maskAccountNumber(bank.accountNumber) : null,
      upiMasked: upi ? maskUpiId(upi.upiId) : null,
      clearDetails: bank || upi ? { ...(bank ? { bank_detail: bank } : {}), ...(upi ? { upi_details: upi } : {}) } : null,
    },
  };
}
