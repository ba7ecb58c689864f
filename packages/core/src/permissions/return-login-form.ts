import type { ReturnLoginBody } from "../api/login.ts";

/**
 * The login screen asks for a username and a password (product rules §2); the return login
 * call takes the order's reference number with its email or phone number (section 7). The
 * username is the order number; the password is the email or phone given with the order.
 */
export function returnLoginBodyOf(input: { username: string; password: string; domain: string }): ReturnLoginBody {
  const username = input.username.trim();
  const password = input.password.trim();
  const contact = password.includes("@") ? { email: password } : { phone_number: password };
  return { domain: input.domain, reference_number: username, ...contact };
}

export const LOGIN_FIELDS = ["username", "password"] as const;
export type LoginField = (typeof LOGIN_FIELDS)[number];

/** The empty fields of a login form, in the order they appear. */
export function missingLoginFields(values: Record<LoginField, string>): LoginField[] {
  return LOGIN_FIELDS.filter((field) => values[field].trim() === "");
}
