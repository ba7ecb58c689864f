import { useLingui } from "@lingui/react/macro";
import { formatNumber } from "@portal/i18n";
import { LocalDateTime } from "@portal/ui";
import { usePortal } from "../../state/portal-state-context.tsx";
import { useFlowFacts } from "./flow-context.ts";
import { statusHrefOf } from "./status-href.ts";

/** Earlier return requests of this order, one group per feed id, newest first (as return-info sends them), each linking to its status page. */
export function EarlierReturns() {
  const { t } = useLingui();
  const { state } = usePortal();
  const { data, params } = useFlowFacts();
  const groups = [...data.order.previous_returns].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  if (groups.length === 0) return null;
  const titleOf = (id: number) => data.order.item_info.find((p) => p.id === id)?.title || String(id);
  return (
    <section data-part="earlier-returns" aria-labelledby="earlier-returns-title">
      <h3 id="earlier-returns-title">{t`Earlier returns of this order`}</h3>
      <ul>
        {groups.map((group) => {
          const counts = new Map<number, number>();
          for (const id of group.item_ids) counts.set(id, (counts.get(id) ?? 0) + 1);
          return (
            <li key={String(group.feed_id)} data-feed-id={String(group.feed_id)}>
              <p>
                <LocalDateTime value={group.date} precision="date" /> ·{" "}
                <a href={statusHrefOf(state.user.routePrefix, data.kind, String(group.feed_id), params)} data-part="earlier-status-link">
                  <bdi>{String(group.feed_id)}</bdi>
                </a>
              </p>
              <ul>
                {[...counts].map(([id, count]) => (
                  <li key={id}>
                    {titleOf(id)} × {formatNumber(state.user.lang, count)}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
