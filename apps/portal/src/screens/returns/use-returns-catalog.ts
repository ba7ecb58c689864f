import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { loadCatalogOnDemand } from "../../on-demand/load-on-demand.ts";
import { usePortal } from "../../state/portal-state-context.tsx";
import { STEP_TITLE } from "./step-titles.ts";

/**
 * The return flows' texts live in their own catalog. A page opened on a return path has it
 * from the start (entries load it for the screen); one reached by an in-app navigation loads
 * it here and merges it in, and the screen waits for it.
 */
export function useReturnsCatalog(): boolean {
  const { i18n } = useLingui();
  const { state } = usePortal();
  const locale = state.user.lang;
  const ready = i18n.messages[STEP_TITLE[1].id] !== undefined;
  useEffect(() => {
    if (ready) return;
    void loadCatalogOnDemand(locale, ["returns"]).then((messages) => i18n.load(locale, messages));
  }, [i18n, locale, ready]);
  return ready;
}
