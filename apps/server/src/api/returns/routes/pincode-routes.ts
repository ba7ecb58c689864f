import { Hono } from "hono";
import {
  API_ENDPOINTS,
  PincodeCheckBodySchema,
  PincodeServiceabilityQuerySchema,
  type PincodeCheckResult,
  type PincodeServiceabilityResult,
} from "@portal/core/api";
import { findReturnShipmentByUuid } from "@portal/db/repositories/returns-orders";
import { rateLimit } from "../../rate-limit.ts";
import { resolveBrandContext } from "../http/brand-context.ts";
import { sendFail, sendOk } from "../../../http/envelope.ts";
import { readJsonBody, readQuery } from "../../../http/request-input.ts";
import type { ReturnsDeps } from "../returns-deps.ts";
import { fieldProblem, RETURNS_MESSAGE } from "@portal/core/messages";
import { countryFieldsOf } from "@portal/core/country";
import { VALIDATION_MESSAGE, validationMessageOf } from "@portal/core/validation";

/**
 * GET pincode-serviceability (can a return be picked up here, for this shipment's brand?)
 * and POST pincode (the pincode page and the address form's Fetch: city, state, serviceable).
 */
export function pincodeRoutes(deps: ReturnsDeps): Hono {
  const app = new Hono();

  app.get(`/${API_ENDPOINTS.pincodeServiceability.path}`, rateLimit(deps, "pincode"), async (c) => {
    const query = readQuery(c, PincodeServiceabilityQuerySchema);
    if (!query.ok) return sendFail(c, query.status, query.message);
    const context = await resolveBrandContext(c, deps);
    if (context === undefined) return sendFail(c, 404, RETURNS_MESSAGE.noBrand);
    const shipment = await findReturnShipmentByUuid(deps.db, context.brand.id, query.value.shipment_uuid);
    if (shipment === undefined) return sendFail(c, 404, RETURNS_MESSAGE.orderNotFound);
    // The brand's country's rule ("5 digit ZIP code" in the US, "6 digit pincode" in India), the forms' own.
    const postalCode = countryFieldsOf(context.country).postalCode;
    const issue = postalCode ? validationMessageOf(postalCode.schema, query.value.pickup_pincode) : undefined;
    if (issue !== undefined) return sendFail(c, 400, fieldProblem("pickup_pincode", VALIDATION_MESSAGE[issue]));

    const { serviceable, place } = await deps.providers.serviceability.check({
      brandId: context.brand.id,
      pincode: query.value.pickup_pincode,
      country: context.country,
    });
    const result: PincodeServiceabilityResult = {
      pincode_serviceable: serviceable,
      pincode_data: place ? { pincode: place.pincode, city: place.city, state: place.state, country: place.country } : null,
    };
    return sendOk(c, result, serviceable ? RETURNS_MESSAGE.pincodeServiceable : RETURNS_MESSAGE.pincodeNotServiceable);
  });

  app.post(`/${API_ENDPOINTS.pincodeCheck.path}`, rateLimit(deps, "pincode"), async (c) => {
    const body = await readJsonBody(c, PincodeCheckBodySchema);
    if (!body.ok) return sendFail(c, body.status, body.message);
    const context = await resolveBrandContext(c, deps);
    if (context === undefined) return sendFail(c, 404, RETURNS_MESSAGE.noBrand);

    const { pincode } = body.value;
    // The serviceability answer carries the place, for the brand's country only.
    const { serviceable, place } = await deps.providers.serviceability.check({ brandId: context.brand.id, pincode, country: context.country });
    const result: PincodeCheckResult = { serviceable, city: place?.city ?? "", state: place?.state ?? "" };
    const message =
      place === undefined ? RETURNS_MESSAGE.pincodeUnknown : serviceable ? RETURNS_MESSAGE.pincodeServiceable : RETURNS_MESSAGE.pincodeNotServiceable;
    return sendOk(c, result, message);
  });

  return app;
}
