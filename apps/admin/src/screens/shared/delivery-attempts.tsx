import type { ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useFormatters } from "@portal/i18n/react";

/** How often an outgoing message (an event, a notification) was tried, when it was sent, and when it is tried next. */
export function AttemptLines({ tries, sentOn, nextOn }: { tries: number; sentOn?: string | null; nextOn: string | null }) {
  const format = useFormatters();
  // The names below are the catalogs' placeholders ("Attempts: {attempts}").
  const attempts = format.number(tries);
  const sentAt = sentOn ? format.dateTime(sentOn) : undefined;
  const nextAttempt = nextOn ? format.dateTime(nextOn) : undefined;
  return (
    <>
      <div className="admin-muted">
        <Trans>Attempts: {attempts}</Trans>
      </div>
      {sentAt ? (
        <div className="admin-muted">
          <Trans>Sent {sentAt}</Trans>
        </div>
      ) : null}
      {nextAttempt ? (
        <div className="admin-muted">
          <Trans>Next attempt {nextAttempt}</Trans>
        </div>
      ) : null}
    </>
  );
}

/** The last try of an outgoing message: what answered and when, then its detail; "Not tried yet" before any. */
export function LastAttempt({ at, answer, detail }: { at: string | null; answer: ReactNode; detail: ReactNode }) {
  const { t } = useLingui();
  const format = useFormatters();
  if (!at) return <span className="admin-muted">{t`Not tried yet`}</span>;
  return (
    <>
      <div>
        {answer}
        {" · "}
        {format.dateTime(at)}
      </div>
      {detail}
    </>
  );
}
