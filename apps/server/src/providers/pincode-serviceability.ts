import type { PincodePlace } from "./pincode-lookup.ts";

export interface ServiceabilityQuery {
  brandId: string;
  /** The pickup pincode. */
  pincode: string;
  /** The brand's country (ISO-3166 alpha-2): pickups run only where the couriers operate. */
  country: string;
}

export interface Serviceability {
  serviceable: boolean;
  /** The pincode's place when known, serviceable or not. */
  place: PincodePlace | undefined;
}

/** Can a courier pick up a return here? The default is an offline rule; a deployment may ask its couriers. */
export interface PincodeServiceabilityProvider {
  check(query: ServiceabilityQuery): Promise<Serviceability>;
}
