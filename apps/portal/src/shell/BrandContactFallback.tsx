import { useLingui } from "@lingui/react/macro";
import { usePortal } from "../state/portal-state-context.tsx";

/** wa.me takes the number as digits only, country code first. */
export function whatsappHref(number: string): string | null {
  const digits = number.replace(/\D/g, "");
  return digits.length >= 8 ? `https://wa.me/${digits}` : null;
}

/**
 * How to reach the brand when a screen cannot help (a failed call, a wrong link): its
 * phone, email and WhatsApp from the theme, so an error never ends at "Something went wrong".
 */
export function BrandContactFallback() {
  const { t } = useLingui();
  const { state } = usePortal();
  const { email, contact, whatsapp } = state.theme.meta_data ?? {};
  const name = state.brand.name;
  const whatsappLink = whatsapp ? whatsappHref(whatsapp) : null;
  if (!email && !contact && !whatsappLink) {
    return <p data-part="contact-fallback">{t`If this keeps happening, please contact the store you ordered from.`}</p>;
  }
  return (
    <div data-part="contact-fallback">
      <p>{name ? t`You can also reach ${name}:` : t`You can also reach the store:`}</p>
      <ul className="portal-contact-list">
        {contact ? (
          <li>
            {t`Phone:`}{" "}
            <a href={`tel:${contact.replace(/[^\d+]/g, "")}`}>
              <bdi>{contact}</bdi>
            </a>
          </li>
        ) : null}
        {email ? (
          <li>
            {t`Email:`}{" "}
            <a href={`mailto:${email}`}>
              <bdi>{email}</bdi>
            </a>
          </li>
        ) : null}
        {whatsappLink && whatsapp ? (
          <li>
            {t`WhatsApp:`}{" "}
            <a href={whatsappLink} rel="noopener noreferrer" target="_blank">
              <bdi>{whatsapp}</bdi>
            </a>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
