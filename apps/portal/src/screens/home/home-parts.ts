import { screenPart } from "../screen-part.tsx";

/**
 * The home screen's one lazily loaded part: the search form, which only a page without a
 * tracking link shows. The tracking page itself is bundled with the home screen into the entry
 * (screens/screen-modules.ts says why), so a tracking link downloads no screen chunk at all.
 */
export const HOME_PARTS = {
  search: screenPart("src/screens/home/TrackingSearchForm.tsx", () => import("./TrackingSearchForm.tsx").then((m) => m.HomeSearch)),
} as const;
