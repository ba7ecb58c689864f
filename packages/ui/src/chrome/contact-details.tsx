import { Trans, useLingui } from "@lingui/react/macro";
import type { LocaleCode } from "@portal/i18n";
import { callHoursParts, type CallHoursParts } from "./call-hours.ts";
import { mailtoHref, telHref } from "./hrefs.ts";
import type { ThemePieceProps } from "./theme-piece-props.ts";
import { emailClickEvent, phoneClickEvent, useAnalytics } from "../analytics/index.ts";

export type ContactDetailsProps = ThemePieceProps;

type ThemeMeta = NonNullable<ContactDetailsProps["theme"]["meta_data"]>;

/**
 * Call days and hours depend only on the theme's meta_data and the language. The server shares
 * one theme object while its stored text is unchanged, so each is worked out once, not on every
 * page (its Intl formatting was a visible share of a first view's render).
 */
const callHours = new WeakMap<ThemeMeta, Map<LocaleCode, CallHoursParts>>();
function callHoursOf(meta: ThemeMeta, locale: LocaleCode): CallHoursParts {
  let byLocale = callHours.get(meta);
  if (!byLocale) callHours.set(meta, (byLocale = new Map()));
  let parts = byLocale.get(locale);
  if (!parts) byLocale.set(locale, (parts = callHoursParts(meta.day, meta.time, locale)));
  return parts;
}

/**
 * The brand's email (mailto) and phone (tel) with call days and hours, from theme meta_data.
 * Renders nothing when the theme has neither. Email and phone keep left-to-right order in RTL.
 * Styling hooks: `[data-chrome="contact-details"]`, `[data-contact="email" | "phone" | "hours"]`.
 */
export function ContactDetails({ theme, className }: ContactDetailsProps) {
  const { t, i18n } = useLingui();
  const { trackedLinkProps } = useAnalytics();
  const meta = theme.meta_data ?? {};
  const email = meta.email?.trim();
  const phone = meta.contact?.trim();
  const mailto = mailtoHref(email);
  const tel = telHref(phone);
  if (!mailto && !tel) return null;
  const { days, hours } = callHoursOf(meta, i18n.locale as LocaleCode);
  const links = [
    mailto ? { contact: "email", label: t`Email`, href: mailto, text: email, event: emailClickEvent() } : null,
    tel ? { contact: "phone", label: t`Phone`, href: tel, text: phone, event: phoneClickEvent() } : null,
  ].filter((link) => link !== null);

  return (
    <address data-chrome="contact-details" className={className}>
      <dl>
        {links.map((link) => (
          <div key={link.contact} data-contact={link.contact}>
            <dt>{link.label}</dt>
            <dd>
              <a href={link.href} dir="ltr" {...trackedLinkProps(link.event)}>
                {link.text}
              </a>
            </dd>
          </div>
        ))}
        {tel && (days || hours) && (
          <div data-contact="hours">
            <dt>
              <Trans>Call hours</Trans>
            </dt>
            <dd>
              {days && hours ? (
                <Trans>
                  {days}, {hours}
                </Trans>
              ) : (
                (days ?? hours)
              )}
            </dd>
          </div>
        )}
      </dl>
    </address>
  );
}
