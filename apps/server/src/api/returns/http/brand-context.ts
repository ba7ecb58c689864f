import type { Context } from "hono";
import type { Theme } from "@portal/core/theme";
import { returnPolicyOf, type ReturnPolicy } from "@portal/core/returns";
import { effectiveThemeFor, manifestOf } from "../../../brands/brand-rules.ts";
import type { Brand } from "@portal/db/repositories/records";
import { resolveApiBrand } from "../../request-brand.ts";
import type { ReturnsDeps } from "../returns-deps.ts";

/** The brand a request's host names, with the parts of its theme the return rules read. */
export interface BrandContext {
  brand: Brand;
  theme: Theme | undefined;
  /** ISO-3166 alpha-2 of the brand (theme config), "IN" when unset. */
  country: string;
  quantityLock: boolean;
  captureBankDetail: boolean;
  returnAuthorizationId: number | undefined;
  /** The brand package offers self-ship on /returns whatever the country (its manifest). */
  selfShip: boolean;
  /** Theme config `return_policy`; empty (no rule) when unset. */
  returnPolicy: ReturnPolicy;
}

/** Undefined when the host names no brand: callers answer 404. */
export async function resolveBrandContext(c: Context, deps: ReturnsDeps): Promise<BrandContext | undefined> {
  const brand = await resolveApiBrand(c, deps);
  return brand === undefined ? undefined : brandContextOf(deps, brand);
}

/** The brand's return rules, for a brand already found (a page's, resolved from the same host). */
export async function brandContextOf(deps: Pick<ReturnsDeps, "db">, brand: Brand): Promise<BrandContext> {
  const theme = await effectiveThemeFor(deps.db, brand);
  return {
    brand,
    theme,
    country: (theme?.config.country ?? "IN").trim().toUpperCase(),
    quantityLock: theme?.config.quantity_lock === true,
    captureBankDetail: theme?.config.capture_bank_detail === true,
    returnAuthorizationId: theme?.return_authorization_id,
    selfShip: manifestOf(brand).flags.selfShip,
    returnPolicy: returnPolicyOf(theme?.config.return_policy),
  };
}
