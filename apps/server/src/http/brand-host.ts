/** Which brand a Host header asks for. */
export type HostBrand =
  | { kind: "subdomain"; subdomain: string }
  /** The base domain itself, or an address such as 127.0.0.1: the default brand, if any. */
  | { kind: "bare" };

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * `acme.example.com` with base domain `example.com` -> subdomain `acme`. Works for
 * `acme.localhost` locally. Deeper names (`a.b.example.com`) are no brand: the subdomain
 * must be exactly one DNS label so a brand can't be impersonated through a nested name.
 */
export function brandFromHost(hostHeader: string | undefined, baseDomain: string): HostBrand | null {
  if (!hostHeader) return { kind: "bare" };
  const host = hostHeader.toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
  if (host === baseDomain || /^[\d.]+$/.test(host) || host.startsWith("[")) return { kind: "bare" };
  const suffix = `.${baseDomain}`;
  if (!host.endsWith(suffix)) return null;
  const subdomain = host.slice(0, -suffix.length);
  return LABEL.test(subdomain) ? { kind: "subdomain", subdomain } : null;
}
