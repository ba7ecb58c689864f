import { screenPart } from "../screen-part.tsx";

/** What the home screen shows: a tracking link's page, or the search form. */
export type HomeMode = "tracking" | "search";

export const homeModeOf = (isTrackingUrl: boolean): HomeMode => (isTrackingUrl ? "tracking" : "search");

/** Each mode's code: a search page does not download the tracking page's, nor a tracking page the form's. */
export const HOME_PARTS = {
  tracking: screenPart("src/screens/tracking/TrackingScreen.tsx", () => import("../tracking/TrackingScreen.tsx").then((m) => m.TrackingScreen)),
  search: screenPart("src/screens/home/TrackingSearchForm.tsx", () => import("./TrackingSearchForm.tsx").then((m) => m.TrackingSearchForm)),
} as const;
