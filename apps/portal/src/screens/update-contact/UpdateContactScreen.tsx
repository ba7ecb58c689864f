import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { FormField, FormStatusLines } from "@portal/ui";
import { usePortal } from "../../state/portal-state-context.tsx";
import { CONTACT_CLOSED_MESSAGE, type ContactPermission } from "./contact-permission.ts";
import type { ContactValues } from "./contact-form-state.ts";
import { useContactForm } from "./use-contact-form.ts";
import { useScreenData } from "../../data/use-screen-data.ts";
import { ScreenLoadState } from "../screen-load/ScreenLoadState.tsx";
import { postedFormOf } from "../../state/posted-form.ts";
import "./update-contact.css";

const NO_LINK = msg`Open this page from your tracking link to update the contact number.`;

/** `/update-contact?waybill=…`: the shipment's contact number and alternate number. */
export default function UpdateContactScreen() {
  const { t } = useLingui();
  const { state, api } = usePortal();
  const load = useScreenData("update-contact");
  // Closed by the server meanwhile (a 409 on save): the form closes and says why.
  const [closedMeanwhile, setClosedMeanwhile] = useState(false);
  const waybill = state.page.params.waybill;
  const trackingHref = trackingLink(state.user.routePrefix, state.page.params);
  return (
    <section className="portal-screen portal-form-screen portal-contact" data-screen="update-contact" data-state={load.status} aria-labelledby="screen-title">
      <h1 id="screen-title">{t`Update contact`}</h1>
      {waybill ? (
        <p data-part="waybill">
          <Trans>Tracking ID</Trans> <bdi>{waybill}</bdi>
        </p>
      ) : null}
      {load.status === "ready" ? (
        <ContactForm
          permission={closedMeanwhile ? { kind: "closed", reason: "not-allowed" } : load.permission}
          initial={load.current}
          onClosed={() => setClosedMeanwhile(true)}
          save={(values) => api.saveContactUpdate({ tracking_id: waybill ?? "", security_key: state.page.params.security_key }, values)}
        />
      ) : (
        <ScreenLoadState load={load} noLinkText={NO_LINK} />
      )}
      {waybill ? (
        <p data-part="back">
          <a href={trackingHref}>{t`Back to tracking`}</a>
        </p>
      ) : null}
    </section>
  );
}

function trackingLink(prefix: string, params: { waybill?: string | undefined; security_key?: string | undefined }): string {
  const query = new URLSearchParams();
  if (params.waybill) query.set("waybill", params.waybill);
  if (params.security_key) query.set("security_key", params.security_key);
  return `${prefix}/tracking?${query}`;
}

interface ContactFormProps {
  permission: ContactPermission;
  initial: ContactValues;
  save: Parameters<typeof useContactForm>[0]["save"];
  onClosed: () => void;
}

export function ContactForm({ permission, initial, save, onClosed }: ContactFormProps) {
  const { t, i18n } = useLingui();
  const { state } = usePortal();
  const form = useContactForm({ initial, save, onClosed, country: state.theme.config?.country, posted: postedFormOf(state, "update-contact") });
  const reasonId = useId();
  const closed = permission.kind === "closed";
  return (
    <form {...form.formProps} aria-describedby={closed ? reasonId : undefined} data-permission={permission.kind}>
      {closed ? (
        <p id={reasonId} data-part="closed-reason">
          {i18n._(CONTACT_CLOSED_MESSAGE[permission.reason])}
        </p>
      ) : null}
      <fieldset disabled={closed} data-part="fields">
        <legend>{t`Where should the courier reach you?`}</legend>
        <FormField
          label={t`Contact number`}
          labelProps={form.phone.labelProps}
          hint={form.hint}
          hintProps={form.hintProps}
          error={form.phone.error}
          errorProps={form.phone.errorProps}
        >
          <input {...form.phone.inputProps} />
        </FormField>
        <FormField
          label={t`Alternate number (optional)`}
          labelProps={form.alternate.labelProps}
          error={form.alternate.error}
          errorProps={form.alternate.errorProps}
        >
          <input {...form.alternate.inputProps} />
        </FormField>
        <button {...form.submitButtonProps} disabled={closed} className="portal-button">
          {form.submitLabel}
        </button>
      </fieldset>
      <FormStatusLines progress={form.progress} progressProps={form.progressProps} submitError={form.submitError} submitErrorProps={form.submitErrorProps} />
    </form>
  );
}
