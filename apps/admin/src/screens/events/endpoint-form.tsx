import { useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import * as v from "valibot";
import { useFormatters } from "@portal/i18n/react";
import { BrandEventUrlSchema, type BrandEventEndpointBody, type BrandEventEndpointView } from "@portal/core/api";
import type { EndpointSave } from "./use-brand-events.ts";

/**
 * The endpoint's address, on/off, and a new secret on demand. The address is checked with the
 * server's schema before sending. A secret made by the save is shown once, to copy.
 */
export function EndpointForm({
  endpoint,
  save,
  onSave,
}: {
  endpoint: BrandEventEndpointView | null;
  save: EndpointSave;
  onSave: (body: BrandEventEndpointBody) => void;
}) {
  const { t } = useLingui();
  const format = useFormatters();
  const [url, setUrl] = useState(endpoint?.url ?? "");
  const [enabled, setEnabled] = useState(endpoint?.enabled ?? true);
  const [newSecret, setNewSecret] = useState(false);
  const [problem, setProblem] = useState<string>();
  const lastChanged = endpoint ? format.dateTime(endpoint.updated_at) : "";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = v.safeParse(BrandEventUrlSchema, url);
    if (!checked.success) {
      setProblem(t`Enter an address starting with https:// (or http://), without a user name or password.`);
      return;
    }
    setProblem(undefined);
    onSave({ url: checked.output, enabled, new_secret: newSecret });
    setNewSecret(false);
  };

  return (
    <form className="admin-card admin-events-endpoint" onSubmit={submit} noValidate data-events-endpoint>
      <h2>
        <Trans>Endpoint</Trans>
      </h2>
      <p className="admin-muted">
        <Trans>
          The portal sends each event as a signed POST (Standard Webhooks) to this address and tries again for three days until it answers with a 2xx status.
        </Trans>
      </p>
      <label className="admin-field">
        <span>{t`Address`}</span>
        <input
          name="url"
          type="url"
          dir="ltr"
          inputMode="url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? "events-url-problem" : undefined}
          placeholder="https://"
        />
        {problem ? (
          <small id="events-url-problem" role="alert" className="admin-error">
            {problem}
          </small>
        ) : null}
      </label>
      <label className="admin-toggle">
        <input type="checkbox" name="enabled" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
        <span>{t`Send events`}</span>
      </label>
      {endpoint ? (
        <label className="admin-toggle">
          <input type="checkbox" name="new_secret" checked={newSecret} onChange={(e) => setNewSecret(e.target.checked)} />
          <span>{t`Make a new signing secret (the old one stops working)`}</span>
        </label>
      ) : null}
      <div>
        <button type="submit" className="admin-primary" disabled={save.step === "saving"}>
          <Trans>Save</Trans>
        </button>
      </div>
      {endpoint ? (
        <p className="admin-muted">
          <Trans>Last changed {lastChanged}</Trans>
        </p>
      ) : null}
      {save.step === "failed" ? (
        <p role="alert" className="admin-error">
          {save.message || t`The settings could not be saved. Please try again.`}
        </p>
      ) : save.step === "saved" ? (
        <div role="status" data-save-result="saved">
          <p className="admin-success">
            <Trans>Saved.</Trans>
          </p>
          {save.secret ? (
            <div className="admin-secret">
              <p>
                <strong>
                  <Trans>Signing secret: copy it now, it is not shown again.</Trans>
                </strong>
              </p>
              <code dir="ltr" data-events-secret>
                {save.secret}
              </code>
            </div>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
