import type { Theme } from "../theme/theme-schema.ts";
import type { BrandManifest } from "./brand-manifest.ts";

/**
 * The theme a page and the API act on: the stored theme, with the manifest's defaults
 * wherever it is silent (field by field inside tokens, config and meta_data). The manifest's
 * flags become theme defaults too, so one place (the theme) answers "login required?" and
 * "pincode page?" and a stored value still wins.
 */
export function themeWithDefaults(stored: Theme, manifest: BrandManifest): Theme {
  const defaults = manifest.themeDefaults;
  const flagConfig = manifest.flags.pincodePage ? { pincode_page_enabled: true } : {};
  const flagMeta = manifest.flags.loginFreeReturns ? { required_login: false } : {};
  return {
    ...stored,
    tokens: { ...defaults.tokens, ...definedOnly(stored.tokens ?? {}) },
    config: { ...flagConfig, ...defaults.config, ...definedOnly(stored.config ?? {}) },
    meta_data: { ...flagMeta, ...defaults.meta_data, ...definedOnly(stored.meta_data ?? {}) },
  };
}

/** Drops keys whose value is undefined, so they do not hide a default. */
function definedOnly<T extends object>(record: T): Partial<T> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as Partial<T>;
}
