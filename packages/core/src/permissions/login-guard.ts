/**
 * Return and exchange screens need a login unless the brand's theme says
 * `required_login: false` (spec sections 2 and 6). Return-order links (isReturnUrl) skip
 * the guard: they carry their own identifiers.
 */
export function isReturnLoginRequired(requiredLogin: boolean | undefined): boolean {
  return requiredLogin !== false;
}

export type GuardDecision = "render" | "redirect-to-login";

/** Without a token cookie, a guarded screen redirects to /login and renders nothing. */
export function returnGuardDecision(input: { requiredLogin: boolean | undefined; hasToken: boolean; isReturnUrl: boolean }): GuardDecision {
  if (input.isReturnUrl || !isReturnLoginRequired(input.requiredLogin) || input.hasToken) return "render";
  return "redirect-to-login";
}

/** A login succeeded only on HTTP 200 with a sub_token in the body. */
export function isLoginSuccess(status: number, body: unknown): boolean {
  return (
    status === 200 &&
    typeof body === "object" &&
    body !== null &&
    typeof (body as { sub_token?: unknown }).sub_token === "string" &&
    (body as { sub_token: string }).sub_token !== ""
  );
}
