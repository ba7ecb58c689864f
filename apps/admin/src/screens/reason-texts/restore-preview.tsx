import { useEffect, useRef } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { plural } from "@lingui/core/macro";
import { NATIVE_LANGUAGE_NAME, directionOf } from "@portal/core/locale";
import { useFormatters } from "@portal/i18n/react";
import type { ReturnTextVersionTexts } from "@portal/core/api";
import type { ChangedText, TextChange } from "./version-changes.ts";

/**
 * The question before a restore: which words of which text, in which language, would change
 * (now, and as restored), and a yes or no. Takes focus when it opens, so the list is read first.
 * `dirty`: the page has unsaved edits, which a restore replaces.
 */
export function RestorePreview({
  version,
  changes,
  dirty,
  busy,
  onConfirm,
  onCancel,
}: {
  version: ReturnTextVersionTexts;
  changes: readonly TextChange[];
  dirty: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const format = useFormatters();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const when = format.dateTime(version.created_at);
  const who = version.username;
  const count = changes.length;
  const textName = (text: ChangedText) => {
    switch (text.kind) {
      case "reason":
        return text.name;
      case "sub":
        return `${text.reason} › ${text.name}`;
      case "instructions":
        return t`Exchange instructions`;
    }
  };
  const words = (change: TextChange, value: string) =>
    value === "" ? (
      <em>{t`(empty: the default language's text shows)`}</em>
    ) : (
      <bdi lang={change.locale} dir={directionOf(change.locale) === "rtl" ? "rtl" : "auto"}>
        {value}
      </bdi>
    );

  return (
    <div className="admin-restore-preview" data-text-restore="confirm" role="group" aria-labelledby="text-restore-title">
      <h3 id="text-restore-title" tabIndex={-1} ref={heading}>
        <Trans>
          Restore the words saved on {when} by {who}?
        </Trans>
      </h3>
      {count === 0 ? (
        <p data-restore-changes="0">
          <Trans>Nothing would change: the texts are as this version saved them.</Trans>
        </p>
      ) : (
        <>
          <p data-restore-changes={count}>{t`${plural(count, { one: "# text changes:", other: "# texts change:" })}`}</p>
          <ul className="admin-restore-changes">
            {changes.map((change, index) => (
              <li key={index} data-change-locale={change.locale}>
                <strong>
                  {textName(change.text)} · {NATIVE_LANGUAGE_NAME[change.locale]}
                </strong>
                <span>
                  <Trans>Now:</Trans> {words(change, change.now)}
                </span>
                <span>
                  <Trans>Restored:</Trans> {words(change, change.restored)}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      {dirty ? (
        <p className="admin-error" data-restore-replaces-edits>
          <Trans>Your unsaved edits on this page are replaced.</Trans>
        </p>
      ) : null}
      <p className="admin-muted">
        <Trans>Restoring saves these words as a new version; earlier versions stay listed.</Trans>
      </p>
      <div className="admin-restore-actions">
        <button type="button" className="admin-primary" disabled={busy || count === 0} onClick={onConfirm} data-confirm-restore>
          {busy ? t`Restoring…` : t`Restore these words`}
        </button>
        <button type="button" disabled={busy} onClick={onCancel} data-cancel-restore>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </div>
  );
}
