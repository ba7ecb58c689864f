import { useLingui } from "@lingui/react/macro";
import { usePortal } from "../../state/portal-state-context.tsx";
import { TrackingScreen } from "../tracking/TrackingScreen.tsx";
import { TrackingSearchForm } from "./TrackingSearchForm.tsx";

/** `/`, `/page`, `/tracking`: the tracking page for a tracking URL, otherwise the search. */
export default function HomeScreen() {
  const { t } = useLingui();
  const { state } = usePortal();
  if (state.page.isTrackingUrl && state.tracking) return <TrackingScreen answer={state.tracking} />;
  return (
    <section className="portal-screen" data-screen="home" aria-labelledby="screen-title">
      <h1 id="screen-title">{t`Track your order`}</h1>
      <TrackingSearchForm action={`${state.user.routePrefix}/tracking`} />
    </section>
  );
}
