import { createHmac, randomBytes } from "node:crypto";
import type { ApiDeps } from "../api-deps.ts";
import type { ServerEnv } from "../../env.ts";
import { createOfflineProviders, type ReturnProviders } from "../../providers/returns-providers.ts";
import { createRefundDetailsVault, type RefundDetailsVault } from "./refund/refund-details-vault.ts";
import { createReturnSessionTokens, type ReturnSessionTokens } from "./session/return-session-token.ts";

/** What the returns calls share: the API's deps plus the outside services and the area's secrets. */
export interface ReturnsDeps extends ApiDeps {
  providers: ReturnProviders;
  tokens: ReturnSessionTokens;
  vault: RefundDetailsVault;
}

export interface ReturnsOptions {
  /** Replace the offline place search, pincode, IFSC and serviceability providers. */
  providers?: Partial<ReturnProviders>;
}

/** Stands in for SESSION_SECRET when it is unset: one per process, so the API and page rendering agree. */
const PROCESS_SECRET = randomBytes(32).toString("base64url");

/**
 * The area's secrets come from SESSION_SECRET, one key per purpose (derived, so a leaked
 * token key says nothing about the refund key). Without it they are random per process:
 * fine for one server, but logins end and sealed refund details can no longer be opened
 * after a restart, so production should set it.
 */
function returnsKeyFor(env: Pick<ServerEnv, "sessionSecret">, purpose: string): Buffer {
  return createHmac("sha256", env.sessionSecret ?? PROCESS_SECRET).update(`returns:${purpose}`).digest();
}

/** The return login's tokens: what the API issues and both the API and the status page's loader verify. */
export function returnSessionTokensFor(env: Pick<ServerEnv, "sessionSecret">): ReturnSessionTokens {
  return createReturnSessionTokens(returnsKeyFor(env, "session-token"));
}

export function createReturnsDeps(deps: ApiDeps, options: ReturnsOptions = {}): ReturnsDeps {
  if (deps.env.sessionSecret === undefined && deps.env.mode === "production") {
    deps.log.warn("SESSION_SECRET is not set: return logins and sealed refund details will not survive a restart");
  }
  return {
    ...deps,
    providers: { ...createOfflineProviders(), ...options.providers },
    tokens: returnSessionTokensFor(deps.env),
    vault: createRefundDetailsVault(returnsKeyFor(deps.env, "refund-details")),
  };
}
