// Stories of the rating panel as the tracking page shows it, with the API mocked.
import { fakeApi, fixtureEntry, fixtureTheme, slowly, StoryPortal } from "../../testing/portal-fixture.tsx";
import { RatingPanel } from "./RatingPanel.tsx";

const accepting = fakeApi({
  saveCourierRating: () => slowly(1200, { ok: true as const, data: null }),
  getSurveyShortlink: () => slowly(300, { ok: true as const, data: { short_link: "https://demo-store.example/survey" } }),
});

function Panel({ entry = fixtureEntry(), theme = fixtureTheme() }: { entry?: ReturnType<typeof fixtureEntry>; theme?: ReturnType<typeof fixtureTheme> }) {
  return (
    <StoryPortal options={{ params: { waybill: entry.tracking_id }, theme }} api={accepting}>
      <RatingPanel waybill={entry.tracking_id} entry={entry} />
    </StoryPortal>
  );
}

export default {
  title: "Portal/Rating panel",
  component: Panel,
};

export const StarsDeliveredYesterday = { name: "Stars (delivered 20 h ago)" };
export const ZeroToTen = { name: "0-10 brand", args: { theme: fixtureTheme({ rating_scale: "zero-to-ten" }) } };
export const RatedBefore = { name: "Rated before", args: { entry: fixtureEntry({ rating: { star: 2, comment: "Left at the gate in the rain." } }) } };
export const NotAllowed = { name: "Delivered 9 days ago: hidden", args: { entry: fixtureEntry({ hoursAgo: 9 * 24 }) } };
