import { expect, test } from "vitest";
import { isSelfShipOffered, type SelfShipFacts } from "./self-ship.ts";

test.each<[string, SelfShipFacts, boolean]>([
  ["the US offers it", { country: "us", brandOffersSelfShip: false }, true],
  ["the brand's manifest offers it", { country: "IN", brandOffersSelfShip: true }, true],
  ["couriers do not serve the pincode", { country: "IN", brandOffersSelfShip: false, pickupServiceable: false }, true],
  ["India alone does not", { country: "IN", brandOffersSelfShip: false }, false],
  ["a served pincode does not", { country: "IN", brandOffersSelfShip: false, pickupServiceable: true }, false],
  ["the UAE does not", { country: "AE", brandOffersSelfShip: false }, false],
])("%s", (_, facts, offered) => {
  expect(isSelfShipOffered(facts)).toBe(offered);
});
