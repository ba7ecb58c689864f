import { serverKeyFor } from "../../auth/purpose-key.ts";
import { signedTokensFor } from "../../auth/signed-token.ts";
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

/** The return login's tokens: what the API issues and both the API and the status page's loader verify. */
export function returnSessionTokensFor(env: Pick<ServerEnv, "sessionSecret">): ReturnSessionTokens {
  return createReturnSessionTokens(signedTokensFor(env));
}

export function createReturnsDeps(deps: ApiDeps, options: ReturnsOptions = {}): ReturnsDeps {
  return {
    ...deps,
    providers: { ...createOfflineProviders(), ...options.providers },
    tokens: returnSessionTokensFor(deps.env),
    // Its own key under the server secret: a leaked token key says nothing about it.
    vault: createRefundDetailsVault(serverKeyFor(deps.env, "refund-details")),
  };
}
