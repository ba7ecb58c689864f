import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef } from "react";
import type { CustomerFeed } from "@portal/core/api";
import type { FeedDirection, FeedFormKind } from "@portal/core/feed-form";
import type { LocaleCode } from "@portal/i18n";
import { LocalDateTime } from "../tracking/LocalDateTime.tsx";
import { concernRows, type ConcernRowValue } from "./concern-rows.ts";
import { preferredDateLabel } from "./preferred-dates.ts";

export interface SubmittedConcernProps {
  direction: FeedDirection;
  /** The form the concern answered (it decides the "which number" row). */
  kind: FeedFormKind;
  concern: CustomerFeed;
  brandName?: string;
  /** Offers "Change my answer" when given. */
  onChange?: () => void;
  /** Moves focus to the heading on mount: after a submit the form is gone and this replaces it. */
  focusOnMount?: boolean;
}

/** The concern already raised, as stored: it stays on the page after a reload. */
export function SubmittedConcern({ direction, kind, concern, brandName, onChange, focusOnMount = false }: SubmittedConcernProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);

  const valueText = (value: ConcernRowValue): string => {
    switch (value.kind) {
      case "text":
        return value.text;
      case "date":
        return preferredDateLabel(value.date, i18n.locale as LocaleCode);
      case "label":
        return i18n._(value.label);
    }
  };

  return (
    <section data-part="concern" data-direction={direction} data-reason={concern.issue_id} aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t`Your answer has been sent`}
      </h2>
      <p data-part="follow-up">{brandName ? <Trans>{brandName} will follow up with you.</Trans> : <Trans>The brand will follow up with you.</Trans>}</p>
      <dl data-part="concern-details">
        {concernRows(direction, kind, concern).map((row) => (
          <div key={row.key} data-row={row.key}>
            <dt>{i18n._(row.label)}</dt>
            <dd>
              <bdi>{valueText(row.value)}</bdi>
            </dd>
          </div>
        ))}
        {concern.timestamp ? (
          <div data-row="timestamp">
            <dt>{t`Sent`}</dt>
            <dd>
              <LocalDateTime value={concern.timestamp} />
            </dd>
          </div>
        ) : null}
      </dl>
      {onChange ? (
        <button type="button" data-part="change" onClick={onChange}>
          {t`Change my answer`}
        </button>
      ) : null}
    </section>
  );
}
