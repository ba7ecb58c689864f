import { directionOf, type LocaleCode } from "@portal/core/locale";
import { LINK_LABEL, MOMENT_HEADLINE, NOTIFICATION_FOOTER } from "@portal/core/messages";
import { MOMENT_LINK, type Moment } from "@portal/core/notifications";
import { messageIn } from "@portal/i18n/server";
import { fillWording } from "./brand-wording.ts";

/** What a message shows of its brand: name (the sender's name too), logo and colours. */
export interface MessageBrand {
  name: string;
  /** An https URL, else no logo. */
  logoUrl: string | undefined;
  primary: string | undefined;
  primaryText: string | undefined;
}

export interface MessageInput {
  moment: Moment;
  locale: LocaleCode;
  brand: MessageBrand;
  orderId: string;
  /** The signed deep link to the moment's screen. */
  link: string;
  /** The signed one-click unsubscribe link (e-mail). */
  unsubscribeUrl: string;
  /** The brand's own sentence for the moment (brand-wording.ts), said instead of ours. */
  wording?: string | undefined;
}

/** One message in every form its channels need, all in the shopper's language. */
export interface RenderedMessage {
  subject: string;
  html: string;
  text: string;
  /** SMS: the headline, the link and how to stop. */
  sms: string;
  /** WhatsApp template body parameters, in order: {{1}} order number, {{2}} link. */
  templateParameters: [string, string];
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * The message for a moment: e-mail HTML (the brand's logo and colour, dir=rtl for Arabic),
 * its plain-text part, and the SMS text. Everything the shopper reads comes from the Lingui
 * catalogs (core's notification messages) in `locale`; brand data is escaped, a colour that is
 * not a hex colour and a logo that is not https are left out. The brand's own wording, when
 * given, replaces the headline (escaped like all brand data).
 */
export function renderMessage(input: MessageInput): RenderedMessage {
  const { locale, brand } = input;
  const headline = input.wording
    ? fillWording(input.wording, input.orderId)
    : messageIn(locale, { ...MOMENT_HEADLINE[input.moment], values: { orderId: input.orderId } });
  const action = messageIn(locale, LINK_LABEL[MOMENT_LINK[input.moment]]);
  const why = messageIn(locale, { ...NOTIFICATION_FOOTER.whyYouGetThis, values: { brand: brand.name } });
  const unsubscribe = messageIn(locale, NOTIFICATION_FOOTER.unsubscribe);
  const stop = messageIn(locale, NOTIFICATION_FOOTER.smsStop);
  const dir = directionOf(locale);
  const primary = brand.primary && HEX.test(brand.primary) ? brand.primary : "#1f2937";
  const primaryText = brand.primaryText && HEX.test(brand.primaryText) ? brand.primaryText : "#ffffff";
  const logo = brand.logoUrl?.startsWith("https://")
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.name)}" height="40" style="display:block;max-height:40px;border:0">`
    : `<strong style="font-size:20px">${escapeHtml(brand.name)}</strong>`;
  const align = dir === "rtl" ? "right" : "left";
  const html = `<!doctype html>
<html lang="${locale}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(headline)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f5">
<div dir="${dir}" style="max-width:560px;margin:0 auto;padding:24px;font-family:system-ui,sans-serif;color:#111827;text-align:${align}">
<div style="padding:16px 0;border-bottom:4px solid ${primary}">${logo}</div>
<h1 style="font-size:20px;line-height:1.4;margin:24px 0">${escapeHtml(headline)}</h1>
<p style="margin:24px 0"><a href="${escapeHtml(input.link)}" data-link="${MOMENT_LINK[input.moment]}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:${primary};color:${primaryText};text-decoration:none;font-weight:600">${escapeHtml(action)}</a></p>
<p style="font-size:12px;color:#6b7280;margin-top:32px">${escapeHtml(why)}<br><a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#6b7280">${escapeHtml(unsubscribe)}</a></p>
</div>
</body>
</html>
`;
  const text = `${headline}\n\n${action}: ${input.link}\n\n-- \n${why}\n${unsubscribe}: ${input.unsubscribeUrl}\n`;
  const sms = `${brand.name}: ${headline} ${action}: ${input.link} ${stop}`;
  return { subject: headline, html, text, sms, templateParameters: [input.orderId, input.link] };
}
