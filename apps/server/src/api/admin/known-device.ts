import { randomBytes } from "node:crypto";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { API_BASE_PATH, API_ENDPOINTS } from "@portal/core/api";
import type { SignedTokens } from "../../auth/signed-token.ts";
import type { ServerEnv } from "../../env.ts";
import { isHttpsRequest } from "./request-security.ts";

/**
 * The known-device cookie: proof that this browser logged in to an account before, so the
 * account-wide login throttle (login-throttle.ts) does not apply to it and strangers' guesses
 * cannot lock the owner out. An `admin-device` signed token (`auth/signed-token.ts`): a random
 * device id and expiry, bound to the account, so it proves nothing for another account (and
 * does not carry the account's name). It grants no access by itself: the password is still
 * needed, and the device has its own small limit.
 */
export const ADMIN_DEVICE_COOKIE = "portal_admin_device";
export const KNOWN_DEVICE_DAYS = 180;

const DAY_MS = 86_400_000;

/** The device id of the request's cookie when it was signed for `account` and has not expired at `now`. */
export function knownDeviceOf(c: Context, account: string, tokens: SignedTokens, now: Date): string | undefined {
  const check = tokens.verify("admin-device", getCookie(c, ADMIN_DEVICE_COOKIE) ?? "", now, account);
  return check.ok ? check.claims.deviceId : undefined;
}

/** After a good browser login: (re)issues the cookie for the account, keeping a known device's id. */
export function setKnownDeviceCookie(
  c: Context,
  env: Pick<ServerEnv, "publicUrl" | "trustProxy">,
  {
    account,
    deviceId = randomBytes(18).toString("base64url"),
    tokens,
    now,
  }: { account: string; deviceId: string | undefined; tokens: SignedTokens; now: Date },
): void {
  const expiresAt = new Date(now.getTime() + KNOWN_DEVICE_DAYS * DAY_MS);
  setCookie(c, ADMIN_DEVICE_COOKIE, tokens.sign("admin-device", { deviceId }, expiresAt, account), {
    httpOnly: true,
    sameSite: "Strict",
    // Sent only to the browser login: nothing else needs it.
    path: `${API_BASE_PATH}/${API_ENDPOINTS.adminLogin.path}`,
    secure: isHttpsRequest(c, env),
    maxAge: (KNOWN_DEVICE_DAYS * DAY_MS) / 1000,
  });
}
