import { isMeasurementId, type Theme } from "@portal/core/theme";

/**
 * The brand's Google Analytics property ("the tracking id comes from config", product rules §7),
 * from the theme's `config.ga_tracking_id`, when it has the shape of a measurement id.
 */
export function gaMeasurementIdOf(theme: Theme): string | undefined {
  const value = theme.config?.ga_tracking_id;
  return isMeasurementId(value) ? value : undefined;
}
