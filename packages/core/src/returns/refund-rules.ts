import { UpiDetailsSchema, type BankDetail, type UpiDetails } from "../validation/field-schemas.ts";
import { fieldErrorsOf, hasErrors } from "../validation/form-errors.ts";
import { bankDetailSchemaOf } from "./payout-fields.ts";

/** Valid for the brand's country's bank fields (India's IFSC account when none is given). */
export function isBankDetailValid(bank: BankDetail, country = "IN"): boolean {
  return !hasErrors(fieldErrorsOf(bankDetailSchemaOf(country), bank));
}

/** UPI is in error when the name or the id is missing (product rules §4), or the id is not name@handle. */
export function isUpiError(upi: UpiDetails): boolean {
  return hasErrors(fieldErrorsOf(UpiDetailsSchema, upi));
}
