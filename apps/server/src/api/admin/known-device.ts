import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { API_BASE_PATH, API_ENDPOINTS } from "@portal/core/api";
import type { ServerEnv } from "../../env.ts";
import { isHttpsRequest } from "./request-security.ts";

/**
 * The known-device cookie: proof that this browser logged in to an account before, so the
 * account-wide login throttle (login-throttle.ts) does not apply to it and strangers' guesses
 * cannot lock the owner out. `<device id>.<expiry, unix seconds>.<HMAC-SHA256>`, signed with
 * the session secret over the account too, so it proves nothing for another account. It grants
 * no access by itself: the password is still needed, and the device has its own small limit.
 */
export const ADMIN_DEVICE_COOKIE = "portal_admin_device";
export const KNOWN_DEVICE_DAYS = 180;

const PURPOSE = "portal-admin-device.v1";
const DAY_MS = 86_400_000;

function signature(account: string, deviceId: string, seconds: string, secret: Buffer): string {
  return createHmac("sha256", secret).update(`${PURPOSE}.${account}.${deviceId}.${seconds}`).digest("base64url");
}

/** The device id of the request's cookie when it was signed for `account` and has not expired at `now`. */
export function knownDeviceOf(c: Context, account: string, secret: Buffer, now: Date): string | undefined {
  const match = /^([A-Za-z0-9_-]{24})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(getCookie(c, ADMIN_DEVICE_COOKIE) ?? "");
  if (!match) return undefined;
  const [, deviceId = "", seconds = "", given = ""] = match;
  const expected = Buffer.from(signature(account, deviceId, seconds, secret));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
  return Number(seconds) * 1000 > now.getTime() ? deviceId : undefined;
}

/** After a good browser login: (re)issues the cookie for the account, keeping a known device's id. */
export function setKnownDeviceCookie(
  c: Context,
  env: Pick<ServerEnv, "publicUrl" | "trustProxy">,
  { account, deviceId = randomBytes(18).toString("base64url"), secret, now }: { account: string; deviceId: string | undefined; secret: Buffer; now: Date },
): void {
  const seconds = String(Math.floor((now.getTime() + KNOWN_DEVICE_DAYS * DAY_MS) / 1000));
  setCookie(c, ADMIN_DEVICE_COOKIE, `${deviceId}.${seconds}.${signature(account, deviceId, seconds, secret)}`, {
    httpOnly: true,
    sameSite: "Strict",
    // Sent only to the browser login: nothing else needs it.
    path: `${API_BASE_PATH}/${API_ENDPOINTS.adminLogin.path}`,
    secure: isHttpsRequest(c, env),
    maxAge: (KNOWN_DEVICE_DAYS * DAY_MS) / 1000,
  });
}
