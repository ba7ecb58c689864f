import { BankDetailSchema, type BankDetail, type UpiDetails } from "../validation/field-schemas.ts";
import { fieldErrorsOf, hasErrors } from "../validation/form-errors.ts";

export function isBankDetailValid(bank: BankDetail): boolean {
  return !hasErrors(fieldErrorsOf(BankDetailSchema, bank));
}

/** UPI is in error when the name or the id is missing (spec section 4). */
export function isUpiError(upi: UpiDetails): boolean {
  return !upi.upiName.trim() || !upi.upiId.trim();
}

/** COD orders of brands that capture bank details must give valid bank details. */
export function requiresBankDetail(policy: { isCod: boolean; captureBankDetail: boolean }): boolean {
  return policy.isCod && policy.captureBankDetail;
}
