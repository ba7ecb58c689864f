import type { ReturnRequestBodySchema } from "@portal/core/api";
import { requiresBankDetail, type RefundMode } from "@portal/core/returns";
import { BankDetailSchema, UpiDetailsSchema, VALIDATION_MESSAGE, fieldErrorsOf } from "@portal/core/validation";
import { RETURNS_MESSAGE, twoSentences } from "@portal/core/messages";
import type * as v from "valibot";
import type { ReturnKind } from "../../../db/repositories/returns-records.ts";
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

/** Indian bank account numbers are 9 to 18 digits. */
const ACCOUNT_NUMBER = /^\d{9,18}$/;
/** name@handle, as UPI apps issue them. */
const UPI_ID = /^[\w.-]{2,256}@[A-Za-z][\w.-]{1,64}$/;
const STORE_CREDIT_MODES: readonly RefundMode[] = ["store-credit", "store-credit-voucher"];

/**
 * The refund of a return (an exchange has none): a mode; for COD orders of brands that
 * capture bank details, valid bank details whatever the mode (a COD order has no online
 * payment to go back to); for a bank-account refund, a bank account or a UPI id. Bank details
 * need every field, a 9-18 digit account number and an IFSC that exists. Amounts follow core's
 * store-credit rule: credits used always come back as credit; the paid part too when the
 * shopper chooses store credit.
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

  const bankRequired = requiresBankDetail(facts) || (refund.mode === "bank-account" && refund.upi_details === undefined);
  const upiUsed = refund.mode === "bank-account" && refund.upi_details !== undefined && !requiresBankDetail(facts);

  let bank: BankPayout | undefined;
  if (bankRequired) {
    const given = refund.bank_detail;
    if (given === undefined) return refuse(VALIDATION_MESSAGE["account-number"]);
    const firstError = Object.values(fieldErrorsOf<string>(BankDetailSchema, given))[0];
    if (firstError !== undefined) return refuse(VALIDATION_MESSAGE[firstError]);
    const accountNumber = given.accountNumber.replace(/\s+/g, "");
    if (!ACCOUNT_NUMBER.test(accountNumber)) return refuse(RETURNS_MESSAGE.accountNumberDigits);
    const ifsc = given.ifsccode.trim().toUpperCase();
    const branch = await deps.providers.ifscLookup.lookup(ifsc);
    if (branch === undefined) return refuse(RETURNS_MESSAGE.ifscUnknown);
    bank = { name: given.name.trim(), accountNumber, ifsccode: ifsc, bankName: branch.bankName, branchName: given.branchName.trim() };
  }

  let upi: { upiName: string; upiId: string } | undefined;
  if (upiUsed && refund.upi_details !== undefined) {
    const firstError = Object.values(fieldErrorsOf<string>(UpiDetailsSchema, refund.upi_details))[0];
    if (firstError !== undefined) return refuse(VALIDATION_MESSAGE[firstError]);
    const upiId = refund.upi_details.upiId.trim();
    if (!UPI_ID.test(upiId)) return refuse(RETURNS_MESSAGE.upiIdShape);
    upi = { upiName: refund.upi_details.upiName.trim(), upiId };
  }

  const credit = facts.items.reduce((sum, i) => sum + i.item.storeCreditsUsedMinor * i.quantity, 0);
  const paid = facts.items.reduce((sum, i) => sum + i.item.finalAmountPaidMinor * i.quantity, 0);
  const allInCredit = STORE_CREDIT_MODES.includes(refund.mode);
  return {
    ok: true,
    value: {
      mode: refund.mode,
      creditMinor: allInCredit ? credit + paid : credit,
      moneyMinor: allInCredit ? 0 : paid,
      bankName: bank?.bankName ?? null,
      accountMasked: bank ? maskAccountNumber(bank.accountNumber) : null,
      upiMasked: upi ? maskUpiId(upi.upiId) : null,
      clearDetails: bank || upi ? { ...(bank ? { bank_detail: bank } : {}), ...(upi ? { upi_details: upi } : {}) } : null,
    },
  };
}
