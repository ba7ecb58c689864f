/** GA4 ("G-…") and Universal Analytics ("UA-…") property ids; anything else is ignored. */
const MEASUREMENT_ID = /^(?:G-[A-Z0-9]{4,20}|UA-\d{4,12}-\d{1,4})$/;

/**
 * Apart from the GA sink: a page checks its theme's property id at once, while the sink's
 * code loads only after the page is up.
 */
export function isMeasurementId(value: unknown): value is string {
  return typeof value === "string" && MEASUREMENT_ID.test(value);
}
