import { useLingui } from "@lingui/react/macro";
import { usePortal } from "../../state/portal-state-context.tsx";
import { SCREEN_TITLE } from "../screen-titles.ts";

/** Screens the foundation routes but does not build yet: each states its own name. */
export default function PlaceholderScreen() {
  const { t, i18n } = useLingui();
  const { state } = usePortal();
  const screen = state.page.screen === "not-found" ? "home" : state.page.screen;
  return (
    <section className="portal-screen" data-screen={screen} aria-labelledby="screen-title">
      <h1 id="screen-title">{i18n._(SCREEN_TITLE[screen])}</h1>
      <p>{t`This screen is coming soon.`}</p>
    </section>
  );
}
