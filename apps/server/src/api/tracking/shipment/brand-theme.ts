import type { Theme } from "@portal/core/theme";
import { findThemeForBrand, InvalidThemeError } from "@portal/db/repositories/themes";
import type { Brand } from "@portal/db/repositories/records";
import { storedThemeOf } from "../../../brands/brand-rules.ts";
import type { ApiDeps } from "../../api-deps.ts";

/**
 * The brand's theme, or undefined when it has none or its stored theme no longer
 * validates: a broken theme must not stop shoppers from tracking (it is logged instead).
 */
export async function brandThemeOrNothing(deps: ApiDeps, brandId: string): Promise<Theme | undefined> {
  return validThemeOrNothing(deps, brandId, () => findThemeForBrand(deps.db, brandId));
}

/** The same for the request's brand, sharing the read with the request's other calls. */
export function requestBrandThemeOrNothing(deps: ApiDeps, brand: Brand): Promise<Theme | undefined> {
  return validThemeOrNothing(deps, brand.id, () => storedThemeOf(deps.db, brand));
}

async function validThemeOrNothing(deps: ApiDeps, brandId: string, read: () => Promise<Theme | undefined>): Promise<Theme | undefined> {
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof InvalidThemeError)) throw error;
    deps.log.warn("stored theme does not validate", { brandId, issues: error.issues });
    return undefined;
  }
}
