import type { Theme } from "@portal/core/theme";
import { isMeasurementId } from "@portal/ui";

/**
 * The brand's Google Analytics property ("the tracking id comes from config", spec section 7),
 * from the theme's `config.ga_tracking_id`.
 * TODO(core): ThemeConfigSchema has no `ga_tracking_id` yet, so a parsed theme drops it and
 * this finds nothing until core adds the field; read loosely until then.
 */
export function gaMeasurementIdOf(theme: Theme): string | undefined {
  const value = (theme.config as Record<string, unknown> | undefined)?.ga_tracking_id;
  return isMeasurementId(value) ? value : undefined;
}
