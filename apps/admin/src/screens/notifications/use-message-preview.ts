import { useEffect, useState } from "react";
import type { AdminBrand, NotificationPreviewResult } from "@portal/core/api";
import type { LocaleCode } from "@portal/i18n";
import type { Moment } from "@portal/core/notifications";
import { adminApi } from "../../api/admin-api.ts";

export type PreviewState = { state: "loading" } | { state: "ready"; preview: NotificationPreviewResult } | { state: "failed"; message: string };

type Answer = { key: string } & ({ state: "ready"; preview: NotificationPreviewResult } | { state: "failed"; message: string });

/** The message a moment sends in a language, rendered by the server as the outbox would (links inert). */
export function useMessagePreview(brand: AdminBrand, initialLocale: LocaleCode) {
  const [moment, setMoment] = useState<Moment>("failed-delivery");
  const [locale, setLocale] = useState<LocaleCode>(initialLocale);
  const [answer, setAnswer] = useState<Answer>();
  // Bumped when the brand's wording changes: the same choice is rendered again.
  const [version, setVersion] = useState(0);
  const key = `${brand.subdomain}:${moment}:${locale}:${version}`;

  useEffect(() => {
    let live = true;
    void adminApi.notificationPreview(brand.subdomain, moment, locale).then((result) => {
      if (!live) return;
      setAnswer(result.ok ? { key, state: "ready", preview: result.value } : { key, state: "failed", message: result.message });
    });
    return () => {
      live = false;
    };
  }, [brand.subdomain, moment, locale, key]);

  // An answer for another choice is stale: loading until this choice's answer comes.
  const preview: PreviewState = answer?.key === key ? answer : { state: "loading" };
  return { moment, setMoment, locale, setLocale, preview, version, reload: () => setVersion((n) => n + 1) };
}
