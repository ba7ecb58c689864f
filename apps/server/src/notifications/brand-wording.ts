import type { LocaleCode } from "@portal/core/locale";
import type { Moment } from "@portal/core/notifications";
import type { NotificationSettings } from "./notification-settings.ts";

/**
 * The brand's own sentence for a moment in the shopper's language, else in the brand's default
 * language, else none (the portal's sentence from the catalogs is used).
 */
export function pickWording(settings: Pick<NotificationSettings, "wording" | "defaultLocale">, moment: Moment, locale: LocaleCode): string | undefined {
  const texts = settings.wording.get(moment);
  return texts?.get(locale) ?? texts?.get(settings.defaultLocale);
}

/** The brand's sentence with its `{order}` filled in: what the message's headline becomes. */
export function fillWording(wording: string, orderId: string): string {
  return wording.replaceAll("{order}", orderId);
}
