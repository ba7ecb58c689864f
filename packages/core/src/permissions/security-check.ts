/**
 * Without a login, a tracking link may carry a security_key. When the brand enables the
 * security check and the key is not valid, the tracking is "invalid" (product rules §6): the
 * server then answers as for an unknown shipment, so there is no reduced view to show and
 * nothing tells a guessed waybill that exists from one that does not (docs/security.md).
 */
export interface SecurityCheckInput {
  /** enable_security_check */
  enableSecurityCheck: boolean;
  /** security_key_valid */
  securityKeyValid: boolean;
}

export function isTrackingInvalid({ enableSecurityCheck, securityKeyValid }: SecurityCheckInput): boolean {
  return enableSecurityCheck && !securityKeyValid;
}
