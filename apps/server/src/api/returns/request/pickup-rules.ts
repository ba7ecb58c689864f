import type { ReturnRequestBodySchema } from "@portal/core/api";
import { allowsSelfShip, EMIRATES, isAeMobile, normaliseAeMobile, showsPincode } from "@portal/core/country";
import { addDays, calendarDateOf } from "@portal/core/dates";
import { AddressSchema, EmailSchema, PhoneSchema, PincodeSchema, VALIDATION_MESSAGE, validationMessageOf } from "@portal/core/validation";
import type * as v from "valibot";
import type { ReturnAddress } from "../../../db/repositories/returns-records.ts";
import type { ReturnsDeps } from "../returns-deps.ts";
import { RETURNS_MESSAGE } from "../returns-messages.ts";
import { PICKUP_ADDRESS_MESSAGE, US_ZIP_PATTERN } from "@portal/core/returns";
import { refuse, type RuleResult } from "./rule-result.ts";

type PickupInput = v.InferOutput<typeof ReturnRequestBodySchema>["pickup"];

export type CheckedPickup = { type: "self-ship" } | { type: "pickup"; address: ReturnAddress; date: string };

/** How far ahead a pickup may be booked. */
export const MAX_PICKUP_DAYS_AHEAD = 30;
const MAX_NAME_LENGTH = 100;
const MAX_PLACE_LENGTH = 100;

/**
 * The pickup of a return request: a complete address in the brand's country (pincode rules
 * per country, the emirate as city in the UAE), a date from today on, and a pincode the
 * couriers serve — else the spec's "please ship order to us". Self-ship is open where
 * pickups hang on the pincode, the country offers it (the US) or the brand's manifest does.
 */
export async function checkPickup(pickup: PickupInput, facts: { brandId: string; country: string; selfShip?: boolean }, deps: ReturnsDeps): Promise<RuleResult<CheckedPickup>> {
  const { country } = facts;
  if (pickup.type === "self-ship") {
    return facts.selfShip === true || allowsSelfShip(country) || showsPincode(country) ? { ok: true, value: { type: "self-ship" } } : refuse("Self-ship is not available for this order.");
  }
  const fieldError = async (schema: Parameters<typeof validationMessageOf>[0], value: unknown) => {
    const key = validationMessageOf(schema, value);
    return key === undefined ? undefined : deps.englishText(VALIDATION_MESSAGE[key]);
  };
  const { address } = pickup;

  const name = address.name.trim();
  if (name.length === 0 || name.length > MAX_NAME_LENGTH) return refuse(await deps.englishText(PICKUP_ADDRESS_MESSAGE.name));
  const street = await fieldError(AddressSchema, address.address);
  if (street) return refuse(street);
  const aePhone = isAeMobile(address.phone) ? undefined : await deps.englishText(PICKUP_ADDRESS_MESSAGE["ae-phone"]);
  const phone = country === "AE" ? aePhone : await fieldError(PhoneSchema, address.phone);
  if (phone) return refuse(phone);
  const email = address.email.trim() === "" ? undefined : await fieldError(EmailSchema, address.email);
  if (email) return refuse(email);
  const givenCountry = address.country.trim().toUpperCase();
  if (givenCountry !== "" && givenCountry !== country) return refuse(`Pickups are available in ${country} only.`);

  let pincode = address.pincode.trim();
  let city = address.city.trim();
  let state = address.state.trim();
  if (country === "US") {
    if (!US_ZIP_PATTERN.test(pincode)) return refuse(await deps.englishText(PICKUP_ADDRESS_MESSAGE["us-zip"]));
  } else if (showsPincode(country)) {
    const pincodeError = await fieldError(PincodeSchema, pincode);
    if (pincodeError) return refuse(pincodeError);
    const place = await deps.providers.pincodeLookup.lookup(pincode);
    city ||= place?.city ?? "";
    state ||= place?.state ?? "";
  } else {
    pincode = "";
  }
  if (country === "AE") {
    const emirate = EMIRATES.find((e) => e.toLowerCase() === city.toLowerCase());
    if (emirate === undefined) return refuse(`Please choose an emirate as the city: ${EMIRATES.join(", ")}.`);
    city = emirate;
  }
  if (city === "") return refuse(await deps.englishText(PICKUP_ADDRESS_MESSAGE.city));
  if (city.length > MAX_PLACE_LENGTH || state.length > MAX_PLACE_LENGTH) return refuse(`City and state must be at most ${MAX_PLACE_LENGTH} characters.`);

  const now = deps.now();
  // From today in the earliest time zone to 30 days after today in the latest: no shopper's
  // "today" is refused, wherever they are.
  const earliest = calendarDateOf(now, "Etc/GMT+12");
  const latest = addDays(calendarDateOf(now, "Etc/GMT-14"), MAX_PICKUP_DAYS_AHEAD);
  if (pickup.date < earliest || pickup.date > latest) return refuse(await deps.englishText(VALIDATION_MESSAGE.date));

  if (showsPincode(country)) {
    const { serviceable } = await deps.providers.serviceability.check({ brandId: facts.brandId, pincode, country });
    if (!serviceable) return refuse(RETURNS_MESSAGE.pincodeNotServiceable);
  }
  return {
    ok: true,
    value: {
      type: "pickup",
      date: pickup.date,
      address: {
        name,
        phone: country === "AE" ? normaliseAeMobile(address.phone) : address.phone.trim(),
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
