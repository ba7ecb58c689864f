import { useLingui } from "@lingui/react/macro";
import type { FigureCard } from "./insight-model.ts";
import { useChangeFormat, useValueFormat } from "./use-value-format.ts";

/** The page's headline figures: this period, the previous one, the change, and what it counts. */
export function FigureCards({ cards }: { cards: FigureCard[] }) {
  const { t } = useLingui();
  const write = useValueFormat();
  const change = useChangeFormat();
  return (
    <ul className="insight-cards">
      {cards.map((card) => {
        const delta = change(card.current, card.previous, card.format);
        const previous = write(card.previous, card.format);
        return (
          <li key={card.id} className="insight-card" data-figure={card.id} data-value={card.current ?? ""}>
            <h3 className="insight-card-label">{card.label}</h3>
            <p className="insight-card-value" data-figure-value>
              {write(card.current, card.format)}
            </p>
            <p className="insight-card-compare">
              <span>{t`Previous period: ${previous}`}</span>
              {delta ? (
                <span className="admin-tag" data-change>
                  {delta}
                </span>
              ) : null}
            </p>
            <p className="admin-muted insight-card-explain">{card.explain}</p>
          </li>
        );
      })}
    </ul>
  );
}
