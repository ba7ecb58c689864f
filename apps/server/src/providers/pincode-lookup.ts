/** What a pincode stands for. */
export interface PincodePlace {
  pincode: string;
  /** The district: the city a courier's address form expects. */
  city: string;
  state: string;
  /** ISO-3166 alpha-2. */
  country: string;
}

/** City and state of a pincode. The default is offline (India Post's directory). */
export interface PincodeLookupProvider {
  /** Undefined when the pincode does not exist. */
  lookup(pincode: string): Promise<PincodePlace | undefined>;
}
