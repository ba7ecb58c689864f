import type { ReturnRequestBodySchema } from "@portal/core/api";
import { countryFieldsOf, showsPincode } from "@portal/core/country";
import { addDays, calendarDateOf } from "@portal/core/dates";
import { firstPickupAddressIssue, isSelfShipOffered, pickupAddressIssues, pickupAddressMessage, PICKUP_ADDRESS_MESSAGE } from "@portal/core/returns";
import { VALIDATION_MESSAGE } from "@portal/core/validation";
import type * as v from "valibot";
import type { ReturnAddress } from "@portal/db/repositories/returns-records";
import type { ReturnsDeps } from "../returns-deps.ts";
import { RETURN_REQUEST_MESSAGE, unservedPostalCodeMessage } from "@portal/core/messages";
import { refuse, type RuleResult } from "./rule-result.ts";

type PickupInput = v.InferOutput<typeof ReturnRequestBodySchema>["pickup"];

export type CheckedPickup = { type: "self-ship" } | { type: "pickup"; address: ReturnAddress; date: string };

/** How far ahead a pickup may be booked. */
export const MAX_PICKUP_DAYS_AHEAD = 30;
const MAX_PLACE_LENGTH = 100;

/**
 * The pickup of a return request: a complete address in the brand's country, checked with
 * the form's own rule (core's pickupAddressIssues over the country's fields: phone, postal
 * code, city list), a date from today on, and a pincode the couriers serve — else the product rules'
 * "please ship order to us". Self-ship follows core's isSelfShipOffered: the country (the US)
 * or the brand's manifest offers it, or the request names a pincode couriers do not serve.
 */
export async function checkPickup(
  pickup: PickupInput,
  facts: { brandId: string; country: string; selfShip?: boolean },
  deps: ReturnsDeps,
): Promise<RuleResult<CheckedPickup>> {
  const { country } = facts;
  if (pickup.type === "self-ship") {
    const offered = isSelfShipOffered({
      country,
      brandOffersSelfShip: facts.selfShip === true,
      pickupServiceable: await pickupServiceable(pickup.pincode, facts, deps),
    });
    return offered ? { ok: true, value: { type: "self-ship" } } : refuse(RETURN_REQUEST_MESSAGE.selfShipNotOffered());
  }
  const { address } = pickup;
  const issue = firstPickupAddressIssue(pickupAddressIssues(address, country));
  if (issue) return refuse(pickupAddressMessage(issue));
  const givenCountry = address.country.trim().toUpperCase();
  if (givenCountry !== "" && givenCountry !== country) return refuse(RETURN_REQUEST_MESSAGE.pickupCountryOnly(country));

  const fields = countryFieldsOf(country);
  const pincode = fields.postalCode ? address.pincode.trim() : "";
  // The list's own spelling (AE: "dubai" is stored as "Dubai").
  let city = fields.cities?.find((c) => c.toLowerCase() === address.city.trim().toLowerCase()) ?? address.city.trim();
  let state = address.state.trim();
  if (fields.postalCode?.namesPlace) {
    const place = await deps.providers.pincodeLookup.lookup(pincode);
    city ||= place?.city ?? "";
    state ||= place?.state ?? "";
  }
  if (city === "") return refuse(PICKUP_ADDRESS_MESSAGE.city);
  if (city.length > MAX_PLACE_LENGTH || state.length > MAX_PLACE_LENGTH) return refuse(RETURN_REQUEST_MESSAGE.placeTooLong(MAX_PLACE_LENGTH));

  const now = deps.now();
  // From today in the earliest time zone to 30 days after today in the latest: no shopper's
  // "today" is refused, wherever they are.
  const earliest = calendarDateOf(now, "Etc/GMT+12");
  const latest = addDays(calendarDateOf(now, "Etc/GMT-14"), MAX_PICKUP_DAYS_AHEAD);
  if (pickup.date < earliest || pickup.date > latest) return refuse(VALIDATION_MESSAGE.date);

  if (showsPincode(country)) {
    const { serviceable } = await deps.providers.serviceability.check({ brandId: facts.brandId, pincode, country });
    // Named as the brand's country names its postal code (a US shopper reads "ZIP code").
    if (!serviceable) return refuse(unservedPostalCodeMessage(country));
  }
  return {
    ok: true,
    value: {
      type: "pickup",
      date: pickup.date,
      address: {
        name: address.name.trim(),
        phone: fields.phone.normalise(address.phone),
        email: address.email.trim() || null,
        address: address.address.trim(),
        pincode: pincode || null,
        city,
        state: state || null,
        country,
      },
    },
  };
}

/** Whether couriers serve the pincode a self-ship names; undefined when none is named or the country has no pincodes. */
async function pickupServiceable(pincode: string | undefined, facts: { brandId: string; country: string }, deps: ReturnsDeps): Promise<boolean | undefined> {
  const given = pincode?.trim() ?? "";
  if (given === "" || !showsPincode(facts.country)) return undefined;
  const { serviceable } = await deps.providers.serviceability.check({ brandId: facts.brandId, pincode: given, country: facts.country });
  return serviceable;
}
