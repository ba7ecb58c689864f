import { useCallback, useEffect, useState } from "react";
import type { AdminBrand, NotificationConsoleResult, NotificationSettingsBody, NotificationState, NotifyChannel } from "@portal/core/api";
import { adminApi } from "../../api/admin-api.ts";
import { useReplay } from "../shared/use-replay.ts";

export type NotificationsPage = { state: "loading" } | { state: "ready"; result: NotificationConsoleResult } | { state: "failed"; message: string };

/** What the settings form's last save did. */
export type SettingsSave = { step: "idle" } | { step: "saving" } | { step: "saved" } | { step: "failed"; message: string };

/** The sending log's filters as the form holds them; "" is any. */
export interface LogFilter {
  waybill: string;
  state: NotificationState | "";
  channel: NotifyChannel | "";
}
export const ANY_MESSAGE: LogFilter = { waybill: "", state: "", channel: "" };

/**
 * The brand's notification settings, providers, counts and sending log (filtered), saving the
 * settings and sending a failed message again. Everything is read again after each change, so the
 * screen shows what the server holds.
 */
export function useNotifications(brand: AdminBrand) {
  const [filter, setFilter] = useState<LogFilter>(ANY_MESSAGE);
  const [reload, setReload] = useState(0);
  const [page, setPage] = useState<NotificationsPage>({ state: "loading" });
  const [save, setSave] = useState<SettingsSave>({ step: "idle" });
  const refresh = () => setReload((n) => n + 1);
  const { replay, replaying, replayFailure } = useReplay((id) => adminApi.replayNotification(brand.subdomain, id), refresh);

  useEffect(() => {
    let live = true;
    const asked = { waybill: filter.waybill.trim() || undefined, state: filter.state || undefined, channel: filter.channel || undefined };
    void adminApi.notifications(brand.subdomain, asked).then((answer) => {
      if (!live) return;
      setPage(answer.ok ? { state: "ready", result: answer.value } : { state: "failed", message: answer.message });
    });
    return () => {
      live = false;
    };
  }, [brand.subdomain, filter, reload]);

  const saveSettings = useCallback(
    async (body: NotificationSettingsBody) => {
      setSave({ step: "saving" });
      const answer = await adminApi.saveNotificationSettings(brand.subdomain, body);
      setSave(answer.ok ? { step: "saved" } : { step: "failed", message: answer.message });
      setReload((n) => n + 1);
    },
    [brand.subdomain],
  );

  return {
    page,
    filter,
    applyFilter: setFilter,
    save,
    saveSettings,
    /** A new edit of the form hides the last save's message, which spoke of other values. */
    editing: () => setSave((s) => (s.step === "saved" || s.step === "failed" ? { step: "idle" } : s)),
    replay,
    replaying,
    replayFailure,
    refresh,
  };
}
