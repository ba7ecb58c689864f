import { Trans, useLingui } from "@lingui/react/macro";
import type { Theme } from "@portal/core/theme";
import type { LocaleCode } from "@portal/i18n";
import { callHoursParts } from "./call-hours.ts";
import { mailtoHref, telHref } from "./hrefs.ts";
import { emailClickEvent, phoneClickEvent, useAnalytics } from "../analytics/index.ts";

export interface ContactDetailsProps {
  theme: Partial<Pick<Theme, "meta_data">>;
  className?: string;
}

/**
 * The brand's email (mailto) and phone (tel) with call days and hours, from theme meta_data.
 * Renders nothing when the theme has neither. Email and phone keep left-to-right order in RTL.
 * Styling hooks: `[data-chrome="contact-details"]`, `[data-contact="email" | "phone" | "hours"]`.
 */
export function ContactDetails({ theme, className }: ContactDetailsProps) {
  const { i18n } = useLingui();
  const { trackedLinkProps } = useAnalytics();
  const meta = theme.meta_data ?? {};
  const email = meta.email?.trim();
  const phone = meta.contact?.trim();
  const mailto = mailtoHref(email);
  const tel = telHref(phone);
  if (!mailto && !tel) return null;
  const { days, hours } = callHoursParts(meta.day, meta.time, i18n.locale as LocaleCode);

  return (
    <address data-chrome="contact-details" className={className}>
      <dl>
        {mailto && (
          <div data-contact="email">
            <dt>
              <Trans>Email</Trans>
            </dt>
            <dd>
              <a href={mailto} dir="ltr" {...trackedLinkProps(emailClickEvent())}>
                {email}
              </a>
            </dd>
          </div>
        )}
        {tel && (
          <div data-contact="phone">
            <dt>
              <Trans>Phone</Trans>
            </dt>
            <dd>
              <a href={tel} dir="ltr" {...trackedLinkProps(phoneClickEvent())}>
                {phone}
              </a>
            </dd>
          </div>
        )}
        {tel && (days || hours) && (
          <div data-contact="hours">
            <dt>
              <Trans>Call hours</Trans>
            </dt>
            <dd>{days && hours ? <Trans>{days}, {hours}</Trans> : (days ?? hours)}</dd>
          </div>
        )}
      </dl>
    </address>
  );
}
