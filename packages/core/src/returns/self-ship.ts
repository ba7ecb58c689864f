import { allowsSelfShip } from "../country/country-rules.ts";

/** What decides whether a shopper may ship a return themselves. */
export interface SelfShipFacts {
  /** The brand's country (any case). */
  country: string;
  /** The brand package's manifest flag (`flags.selfShip`): its returns are self-ship orders. */
  brandOffersSelfShip: boolean;
  /** Whether couriers pick up at the shopper's pincode: false sends them to self-ship; undefined when not checked. */
  pickupServiceable?: boolean | undefined;
}

/**
 * Self-ship is open where the country offers it (the US), where the brand's manifest does,
 * and for a shopper whose pincode couriers do not serve ("please ship order to us"). An
 * Indian order is not open to self-ship merely because India has pincodes.
 */
export function isSelfShipOffered(facts: SelfShipFacts): boolean {
  return allowsSelfShip(facts.country) || facts.brandOffersSelfShip || facts.pickupServiceable === false;
}
