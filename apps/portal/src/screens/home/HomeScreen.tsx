import { useLingui } from "@lingui/react/macro";
import { useScreenData } from "../../data/use-screen-data.ts";
import { usePortal } from "../../state/portal-state-context.tsx";
import { ForwardPageBanner, forwardPageBanner } from "../tracking/ForwardPageBanner.tsx";
import { TrackingScreen } from "../tracking/TrackingScreen.tsx";
import { trackQueryKey } from "../tracking/tracking-query.ts";
import { HOME_PARTS } from "./home-parts.ts";
import { useCurrentLink } from "./use-current-link.ts";

const TrackingSearchForm = HOME_PARTS.search.Component;

/**
 * `/`, `/page`, `/tracking`: the tracking page for a tracking URL, otherwise the search. The
 * search form is a part of its own, loaded by the route's loader with the data
 * (screens/screen-parts.ts); the tracking page is bundled with this screen.
 */
export default function HomeScreen() {
  const { t } = useLingui();
  const { state } = usePortal();
  const load = useScreenData("home");
  const link = useCurrentLink();
  if (load.kind === "tracking") {
    const serverRendered = trackQueryKey(link.params) === trackQueryKey(state.page.params);
    // Keyed by the query: another link is another lookup with its own retry state.
    return <TrackingScreen key={trackQueryKey(link.params)} params={link.params} outcome={load.outcome} edd={load.edd} serverRendered={serverRendered} />;
  }
  const banner = forwardPageBanner(state.theme, state.user.lang);
  return (
    <section className="portal-screen" data-screen="home" aria-labelledby="screen-title">
      {banner ? <ForwardPageBanner banner={banner} brandName={state.brand.name} /> : null}
      <h1 id="screen-title">{t`Track your order`}</h1>
      <TrackingSearchForm action={`${state.user.routePrefix}/tracking`} />
    </section>
  );
}
