import { BankDetailSchema, UpiDetailsSchema, type BankDetail, type UpiDetails } from "../validation/field-schemas.ts";
import { fieldErrorsOf, hasErrors } from "../validation/form-errors.ts";

export function isBankDetailValid(bank: BankDetail): boolean {
  return !hasErrors(fieldErrorsOf(BankDetailSchema, bank));
}

/** UPI is in error when the name or the id is missing (spec section 4), or the id is not name@handle. */
export function isUpiError(upi: UpiDetails): boolean {
  return hasErrors(fieldErrorsOf(UpiDetailsSchema, upi));
}
