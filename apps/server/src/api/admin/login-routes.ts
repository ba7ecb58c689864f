import { Hono, type Context } from "hono";
import { API_ENDPOINTS, AdminLoginBodySchema } from "@portal/core/api";
import { findAdminUserById, updateAdminPasswordHash } from "@portal/db/repositories/admin-users";
import { findAdminUserIdForLogin } from "@portal/db/repositories/admin-brands";
import { clientAddressOf } from "../security/client-address.ts";
import { admitLoginAttempt, loginAccountOf, recordLoginSuccess } from "./login-throttle.ts";
import { knownDeviceOf, setKnownDeviceCookie } from "./known-device.ts";
import { createAdminSession, deleteAdminSession, deleteExpiredAdminSessions } from "@portal/db/repositories/admin-sessions";
import type { ApiDeps } from "../api-deps.ts";
import { rateLimit } from "../rate-limit.ts";
import { resolveApiBrand } from "../request-brand.ts";
import { authenticateAdmin, mayChangeState, type AdminCredential } from "./admin-auth.ts";
import { ADMIN_MESSAGE } from "@portal/core/messages";
import { clearAdminSessionCookie, setAdminSessionCookie } from "./admin-session-cookie.ts";
import { decoyPasswordHash, hashPassword, needsRehash, verifyPassword } from "../../auth/password-hash.ts";
import { readJsonBody } from "../../http/request-input.ts";
import { sendFail, sendOk } from "../../http/envelope.ts";
import { checkOrigin } from "./request-security.ts";
import { newSessionId, signSessionToken, subTokenFor } from "./session-token.ts";
import { signedTokensFor } from "../../auth/signed-token.ts";

/** How long a login lasts. */
export const ADMIN_SESSION_HOURS = 8;
/** Password guesses per client address per minute (lower than the general API limit). */
export const LOGIN_ATTEMPTS_PER_MINUTE = 10;

/**
 * The two logins of the product rules (§7), answering with a plain body as the contract says
 * (HTTP 200 and a `sub_token` mean success; failures use the envelope):
 *
 * - POST login: for the portal's login page. The session goes in an HttpOnly cookie; the
 *   `sub_token` in the body only marks the login (the portal stores it in a readable cookie).
 * - POST token-auth (the product rules' "token-auth login (v3)"): for scripts. No cookie; the
 *   `sub_token` is the session itself, sent back as `Authorization: Bearer <sub_token>`.
 *
 * POST logout ends the session the request carries.
 */
export function createLoginRoutes(deps: ApiDeps): Hono {
  const routes = new Hono();
  const loginLimit = rateLimit(
    { ...deps, env: { ...deps.env, rateLimitPerMinute: Math.min(deps.env.rateLimitPerMinute, LOGIN_ATTEMPTS_PER_MINUTE) } },
    "admin-login",
  );

  routes.post(`/${API_ENDPOINTS.adminLogin.path}`, loginLimit, (c) => logIn(c, deps, "cookie"));
  routes.post(`/${API_ENDPOINTS.adminTokenAuth.path}`, loginLimit, (c) => logIn(c, deps, "bearer"));

  routes.post(`/${API_ENDPOINTS.adminLogout.path}`, rateLimit(deps, "logout"), async (c) => {
    const auth = await authenticateAdmin(c, deps);
    if (!mayChangeState(c, auth?.via)) return sendFail(c, 403, ADMIN_MESSAGE.foreignOrigin);
    if (auth) await deleteAdminSession(deps.db, auth.session.id);
    clearAdminSessionCookie(c, deps.env);
    return sendOk(c, null);
  });

  return routes;
}

async function logIn(c: Context, deps: ApiDeps, kind: AdminCredential) {
  // A page of another site may not log the shopper's browser in (login CSRF); scripts send no Origin.
  if (checkOrigin(c) === "foreign") return sendFail(c, 403, ADMIN_MESSAGE.foreignOrigin);
  const brand = await resolveApiBrand(c, deps);
  if (!brand) return sendFail(c, 404, ADMIN_MESSAGE.noBrandHere);
  const body = await readJsonBody(c, AdminLoginBodySchema);
  if (!body.ok) return sendFail(c, body.status, body.message);

  const now = deps.now();
  const tokens = signedTokensFor(deps.env);
  const account = loginAccountOf(brand.id, body.value.username);
  const knownDevice = knownDeviceOf(c, account, tokens, now);
  // Admitted (and counted) before the password is checked, so concurrent guesses cannot all pass.
  const admission = await admitLoginAttempt(deps.db, { account, clientAddress: clientAddressOf(c, deps.env.trustProxy), knownDevice }, now);
  if (!admission.admitted) {
    deps.log.info("admin login throttled", { brand: brand.subdomain });
    c.header("Retry-After", String(admission.retryAfterSeconds));
    return sendFail(c, 429, ADMIN_MESSAGE.tooManyLogins);
  }

  // The brand's own admin, or an admin of another brand who was granted this one.
  const userId = await findAdminUserIdForLogin(deps.db, brand.id, body.value.username);
  const user = userId === undefined ? undefined : await findAdminUserById(deps.db, userId);
  // Unknown users cost a hash check too, so response times do not reveal usernames.
  const passwordMatches = await verifyPassword(body.value.password, user?.passwordHash ?? (await decoyPasswordHash()));
  if (!user || !passwordMatches) {
    // Already counted as a failure by the admission.
    deps.log.info("admin login refused", { brand: brand.subdomain });
    return sendFail(c, 401, ADMIN_MESSAGE.wrongCredentials);
  }
  await recordLoginSuccess(deps.db, admission);
  // A hash made with older (weaker) parameters is redone now, while the password is at hand.
  if (needsRehash(user.passwordHash)) await updateAdminPasswordHash(deps.db, user.id, await hashPassword(body.value.password), { now });

  const sessionId = newSessionId();
  const expiresAt = new Date(now.getTime() + ADMIN_SESSION_HOURS * 3_600_000);
  await deleteExpiredAdminSessions(deps.db, { now });
  await createAdminSession(deps.db, { id: sessionId, adminUserId: user.id, brandId: brand.id, expiresAt }, { now });
  const token = signSessionToken({ sessionId, expiresAt }, tokens);
  deps.log.info("admin logged in", { brand: brand.subdomain, username: user.username, via: kind });

  const fields = { username: user.username, brand: brand.subdomain, expires_at: expiresAt.toISOString() };
  if (kind === "bearer") return c.json({ sub_token: token, token_type: "Bearer", ...fields });
  setAdminSessionCookie(c, deps.env, token, expiresAt, now);
  setKnownDeviceCookie(c, deps.env, { account, deviceId: knownDevice, tokens, now });
  return c.json({ sub_token: subTokenFor(sessionId, tokens), ...fields });
}
