import { msg } from "@lingui/core/macro";

/** A refused admin login: the console shows it, and the login call answers with it (ADMIN_MESSAGE). */
export const WRONG_CREDENTIALS = msg`The username or password is incorrect.`;
