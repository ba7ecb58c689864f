import { useLingui } from "@lingui/react/macro";
import { figureCard, type FigureCard } from "../insight-model.ts";

/** Return pickups that failed: the same card on the failures page and the returns page. */
export function useFailedPickupsCard(periods: { current: { pickupsFailed: number }; previous: { pickupsFailed: number } }): FigureCard {
  const { t } = useLingui();
  return figureCard(periods, (f) => f.pickupsFailed, {
    id: "pickups-failed",
    label: t`Failed pickups`,
    explain: t`Return pickups that failed at least once.`,
    format: "count",
  });
}
