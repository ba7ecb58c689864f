import * as v from "valibot";
import { requiredParam } from "./wire-fields.ts";

/**
 * Logins answer with a plain JSON body, not the meta envelope. Success needs HTTP 200 and
 * a `sub_token`; every other field is kept, because the portal stores them all as cookies.
 */
export const LoginResponseSchema = v.looseObject({
  sub_token: v.pipe(v.string(), v.nonEmpty("sub_token is missing.")),
});
export type LoginResponse = v.InferOutput<typeof LoginResponseSchema>;

/** Admin theme login (token-auth v3). */
export const AdminLoginBodySchema = v.object({
  username: requiredParam("username"),
  password: v.pipe(v.string("password is required."), v.nonEmpty("password is required.")),
});
export type AdminLoginBody = v.InferInput<typeof AdminLoginBodySchema>;

/** Return login (the order endpoint): the order's reference plus an optional contact. */
export const ReturnLoginBodySchema = v.object({
  domain: requiredParam("domain"),
  reference_number: requiredParam("reference_number"),
  email: v.optional(v.string()),
  phone_number: v.optional(v.string()),
});
export type ReturnLoginBody = v.InferInput<typeof ReturnLoginBodySchema>;
