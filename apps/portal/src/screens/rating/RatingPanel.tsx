/** The rating and feedback widget shown on the tracking page when core allows rating. Not built yet. */
export function RatingPanel(_props: { waybill: string }) {
  return null;
}
