import type { Theme } from "@portal/core/theme";
import { findThemeForBrand, InvalidThemeError } from "../../../db/repositories/themes.ts";
import type { ApiDeps } from "../../api-deps.ts";

/**
 * The brand's theme, or undefined when it has none or its stored theme no longer
 * validates: a broken theme must not stop shoppers from tracking (it is logged instead).
 */
export async function brandThemeOrNothing(deps: ApiDeps, brandId: string): Promise<Theme | undefined> {
  try {
    return await findThemeForBrand(deps.db, brandId);
  } catch (error) {
    if (!(error instanceof InvalidThemeError)) throw error;
    deps.log.warn("stored theme does not validate", { brandId, issues: error.issues });
    return undefined;
  }
}
