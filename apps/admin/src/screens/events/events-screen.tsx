import { Trans, useLingui } from "@lingui/react/macro";
import { useFormatters } from "@portal/i18n/react";
import type { AdminBrand, BrandEventDeliveryState, BrandEventLogEntry } from "@portal/core/api";
import { EndpointForm } from "./endpoint-form.tsx";
import { useBrandEvents } from "./use-brand-events.ts";
import { AlertLine } from "../shared/alert-line.tsx";
import { Pager } from "../shared/pager.tsx";
import { RefreshedScreen } from "../shared/refreshed-screen.tsx";
import { AttemptLines, LastAttempt } from "../shared/delivery-attempts.tsx";

/** Events for the brand's own systems: where they go, and how each delivery went. */
export function EventsScreen({ brand }: { brand: AdminBrand }) {
  const { t } = useLingui();
  const events = useBrandEvents(brand);
  const brandName = brand.name;
  const title = <Trans>Events for the systems of {brandName}</Trans>;
  const failedText = t`The events could not be loaded. Please try again.`;

  return (
    <RefreshedScreen name="events" refreshMarker="data-events-refresh" read={events} title={title} failedText={failedText}>
      {({ result }) => (
        <>
          <EndpointForm
            key={result.endpoint?.updated_at ?? "none"}
            endpoint={result.endpoint}
            save={events.save}
            onSave={(body) => void events.saveEndpoint(body)}
          />
          <h2>
            <Trans>Delivery log</Trans>
          </h2>
          <AlertLine message={events.replayFailure} />
          {result.events.length === 0 ? (
            <p role="status">
              <Trans>No events yet.</Trans>
            </p>
          ) : (
            <DeliveryLog entries={result.events} replaying={events.replaying} onReplay={(id) => void events.replay(id)} />
          )}
          <Pager pageNumber={events.pageNumber} newer={events.newer} older={events.older} />
        </>
      )}
    </RefreshedScreen>
  );
}

function DeliveryLog({ entries, replaying, onReplay }: { entries: BrandEventLogEntry[]; replaying: string | undefined; onReplay: (id: string) => void }) {
  const { t } = useLingui();
  const format = useFormatters();
  const stateLabel = {
    waiting: t`Waiting`,
    sending: t`Sending`,
    delivered: t`Delivered`,
    failed: t`Failed`,
  } as const satisfies Record<BrandEventDeliveryState, string>;
  return (
    <div className="admin-table-scroll">
      <table className="admin-table" data-events-log>
        <thead>
          <tr>
            <th scope="col">{t`Event`}</th>
            <th scope="col">{t`Made at`}</th>
            <th scope="col">{t`Delivery`}</th>
            <th scope="col">{t`Last answer`}</th>
            <th scope="col">
              <span className="admin-visually-hidden">{t`Actions`}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            return (
              <tr key={entry.id} data-event-id={entry.id} data-event-state={entry.state}>
                <td>
                  <code dir="ltr">{entry.type}</code>
                  <div className="admin-muted" dir="ltr">
                    {entry.id}
                  </div>
                </td>
                <td>{format.dateTime(entry.created_at)}</td>
                <td>
                  <span className="admin-tag" data-state={entry.state}>
                    {stateLabel[entry.state]}
                  </span>
                  <AttemptLines tries={entry.attempts} nextOn={entry.next_attempt_at} />
                </td>
                <td>
                  <LastAttempt
                    at={entry.last_attempt_at}
                    answer={
                      entry.last_response_status !== null ? <strong dir="ltr">HTTP {entry.last_response_status}</strong> : <strong>{t`No answer`}</strong>
                    }
                    detail={
                      entry.last_response_body || entry.last_error ? (
                        <pre className="admin-excerpt" dir="auto" data-last-answer>
                          {entry.last_response_body || entry.last_error}
                        </pre>
                      ) : null
                    }
                  />
                </td>
                <td>
                  <button type="button" disabled={entry.state === "sending" || replaying === entry.id} onClick={() => onReplay(entry.id)} data-replay>
                    <Trans>Send again</Trans>
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
