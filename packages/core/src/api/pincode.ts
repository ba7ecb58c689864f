import * as v from "valibot";
import { PostalCodeParamSchema, SixDigitPincodeSchema, optionalTexts, requiredParam } from "./wire-fields.ts";

/**
 * POST pincode: the pincode serviceability page. The product rules do not show the answer; this
 * contract is ours.
 */
export const PincodeCheckBodySchema = v.object({
  pincode: SixDigitPincodeSchema,
});
export type PincodeCheckBody = v.InferInput<typeof PincodeCheckBodySchema>;

export const PincodeCheckResultSchema = v.object({ serviceable: v.boolean(), ...optionalTexts("city", "state") });
export type PincodeCheckResult = v.InferOutput<typeof PincodeCheckResultSchema>;

/** GET pincode-serviceability: can the courier pick up a return at this pincode? */
export const PincodeServiceabilityQuerySchema = v.object({
  shipment_uuid: requiredParam("shipment_uuid"),
  /** The pickup address's postal code (a US ZIP code too); the server checks it by the brand's country. */
  pickup_pincode: PostalCodeParamSchema,
});
export type PincodeServiceabilityQuery = v.InferInput<typeof PincodeServiceabilityQuerySchema>;

export const PincodeDataSchema = v.object(optionalTexts("pincode", "city", "state", "country"));
export type PincodeData = v.InferOutput<typeof PincodeDataSchema>;

export const PincodeServiceabilityResultSchema = v.object({
  pincode_serviceable: v.boolean(),
  pincode_data: v.nullish(PincodeDataSchema),
});
export type PincodeServiceabilityResult = v.InferOutput<typeof PincodeServiceabilityResultSchema>;
