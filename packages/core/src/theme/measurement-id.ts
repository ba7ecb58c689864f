/** GA4 ("G-…") and Universal Analytics ("UA-…") property ids; anything else is ignored. */
const MEASUREMENT_ID = /^(?:G-[A-Z0-9]{4,20}|UA-\d{4,12}-\d{1,4})$/;

/**
 * Whether a theme's `ga_tracking_id` is a Google Analytics property. One rule for the page
 * (which loads the tag only then) and the server (which allows Google's script host in the
 * page's Content-Security-Policy only then: any other text would open script-src for nothing).
 */
export function isMeasurementId(value: unknown): value is string {
  return typeof value === "string" && MEASUREMENT_ID.test(value);
}
