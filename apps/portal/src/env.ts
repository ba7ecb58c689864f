/**
 * The portal's only configuration read at build time. The browser bundle has no secrets:
 * everything per-request (brand, theme, language) arrives in the server's inlined state.
 */
export const portalEnv = {
  /** Base path for API calls; same origin by default so cookies and CSP stay simple. */
  apiBasePath: "/api/v1",
} as const;
