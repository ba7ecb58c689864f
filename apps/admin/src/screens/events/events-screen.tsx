import { Trans, useLingui } from "@lingui/react/macro";
import { useFormatters } from "@portal/i18n/react";
import type { AdminBrand, BrandEventDeliveryState, BrandEventLogEntry } from "@portal/core/api";
import { EndpointForm } from "./endpoint-form.tsx";
import { useBrandEvents } from "./use-brand-events.ts";

/** Events for the brand's own systems: where they go, and how each delivery went. */
export function EventsScreen({ brand }: { brand: AdminBrand }) {
  const { t } = useLingui();
  const events = useBrandEvents(brand);
  const { page } = events;
  const brandName = brand.name;
  const { pageNumber } = events;

  return (
    <section className="admin-events" aria-labelledby="events-title">
      <div className="admin-section-head">
        <h1 id="events-title">
          <Trans>Events for the systems of {brandName}</Trans>
        </h1>
        <button type="button" onClick={events.refresh} data-events-refresh>
          <Trans>Refresh</Trans>
        </button>
      </div>
      {page.state === "failed" ? (
        <p role="alert" className="admin-error">
          {page.message || t`The events could not be loaded. Please try again.`}
        </p>
      ) : page.state === "loading" ? (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : (
        <>
          <EndpointForm
            key={page.result.endpoint?.updated_at ?? "none"}
            endpoint={page.result.endpoint}
            save={events.save}
            onSave={(body) => void events.saveEndpoint(body)}
          />
          <h2>
            <Trans>Delivery log</Trans>
          </h2>
          {events.replayFailure ? (
            <p role="alert" className="admin-error">
              {events.replayFailure}
            </p>
          ) : null}
          {page.result.events.length === 0 ? (
            <p role="status">
              <Trans>No events yet.</Trans>
            </p>
          ) : (
            <DeliveryLog entries={page.result.events} replaying={events.replaying} onReplay={(id) => void events.replay(id)} />
          )}
          <nav className="admin-pager" aria-label={t`Pages`}>
            <button type="button" onClick={events.newer} disabled={!events.newer}>
              <Trans>Newer</Trans>
            </button>
            <span>
              <Trans>Page {pageNumber}</Trans>
            </span>
            <button type="button" onClick={events.older} disabled={!events.older}>
              <Trans>Older</Trans>
            </button>
          </nav>
        </>
      )}
    </section>
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
            const attempts = format.number(entry.attempts);
            const nextAttempt = entry.next_attempt_at ? format.dateTime(entry.next_attempt_at) : undefined;
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
                  <div className="admin-muted">
                    <Trans>Attempts: {attempts}</Trans>
                  </div>
                  {nextAttempt ? (
                    <div className="admin-muted">
                      <Trans>Next attempt {nextAttempt}</Trans>
                    </div>
                  ) : null}
                </td>
                <td>
                  {entry.last_attempt_at ? (
                    <>
                      <div>
                        {entry.last_response_status !== null ? <strong dir="ltr">HTTP {entry.last_response_status}</strong> : <strong>{t`No answer`}</strong>}
                        {" · "}
                        {format.dateTime(entry.last_attempt_at)}
                      </div>
                      {entry.last_response_body || entry.last_error ? (
                        <pre className="admin-excerpt" dir="auto" data-last-answer>
                          {entry.last_response_body || entry.last_error}
                        </pre>
                      ) : null}
                    </>
                  ) : (
                    <span className="admin-muted">{t`Not tried yet`}</span>
                  )}
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
