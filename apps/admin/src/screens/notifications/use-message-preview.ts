import { useEffect, useState } from "react";
import type { AdminBrand, NotificationPreviewResult } from "@portal/core/api";
import type { LocaleCode } from "@portal/i18n";
import type { Moment } from "@portal/core/notifications";
import { adminApi } from "../../api/admin-api.ts";

export type PreviewState = { state: "loading" } | { state: "ready"; preview: NotificationPreviewResult } | { state: "failed"; message: string };

/** The message a moment sends in a language, rendered by the server as the outbox would (links inert). */
export function useMessagePreview(brand: AdminBrand, initialLocale: LocaleCode) {
  const [moment, setMoment] = useState<Moment>("failed-delivery");
  const [locale, setLocale] = useState<LocaleCode>(initialLocale);
  const [preview, setPreview] = useState<PreviewState>({ state: "loading" });

  useEffect(() => {
    let live = true;
    setPreview({ state: "loading" });
    void adminApi.notificationPreview(brand.subdomain, moment, locale).then((answer) => {
      if (!live) return;
      setPreview(answer.ok ? { state: "ready", preview: answer.value } : { state: "failed", message: answer.message });
    });
    return () => {
      live = false;
    };
  }, [brand.subdomain, moment, locale]);

  return { moment, setMoment, locale, setLocale, preview };
}
