import { useLingui } from "@lingui/react/macro";
import { usePortal } from "../../state/portal-state-context.tsx";
import { ForwardPageBanner, forwardPageBannerHtml } from "../tracking/ForwardPageBanner.tsx";
import { trackQueryKey } from "../tracking/tracking-query.ts";
import { TrackingScreen } from "../tracking/TrackingScreen.tsx";
import { TrackingSearchForm } from "./TrackingSearchForm.tsx";
import { useCurrentLink } from "./use-current-link.ts";

/** `/`, `/page`, `/tracking`: the tracking page for a tracking URL, otherwise the search. */
export default function HomeScreen() {
  const { t } = useLingui();
  const { state } = usePortal();
  const link = useCurrentLink();
  // Keyed by the query: another link is a new lookup with its own state.
  if (link.isTrackingUrl) return <TrackingScreen key={trackQueryKey(link.params)} params={link.params} />;
  const bannerHtml = forwardPageBannerHtml(state.theme);
  return (
    <section className="portal-screen" data-screen="home" aria-labelledby="screen-title">
      {bannerHtml ? <ForwardPageBanner html={bannerHtml} brandName={state.brand.name} /> : null}
      <h1 id="screen-title">{t`Track your order`}</h1>
      <TrackingSearchForm action={`${state.user.routePrefix}/tracking`} />
    </section>
  );
}
