import { Trans, useLingui } from "@lingui/react/macro";
import type { AdminBrand } from "@portal/core/api";
import { MessagePreview } from "./message-preview.tsx";
import { NotificationOverview } from "./notification-overview.tsx";
import { LogFilterForm, SendingLog } from "./sending-log.tsx";
import { SettingsForm } from "./settings-form.tsx";
import { useNotifications } from "./use-notifications.ts";

/** Messages to shoppers (docs/notifications.md): the brand's switches, its providers and counts, and the sending log. */
export function NotificationsScreen({ brand }: { brand: AdminBrand }) {
  const { t } = useLingui();
  const notifications = useNotifications(brand);
  const { page } = notifications;
  const brandName = brand.name;

  return (
    <section className="admin-notifications" aria-labelledby="notifications-title">
      <div className="admin-section-head">
        <h1 id="notifications-title">
          <Trans>Messages to the shoppers of {brandName}</Trans>
        </h1>
        <button type="button" onClick={notifications.refresh} data-notify-refresh>
          <Trans>Refresh</Trans>
        </button>
      </div>
      {page.state === "failed" ? (
        <p role="alert" className="admin-error">
          {page.message || t`The messages could not be loaded. Please try again.`}
        </p>
      ) : page.state === "loading" ? (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : (
        <>
          <SettingsForm
            key={JSON.stringify(page.result.settings)}
            result={page.result}
            save={notifications.save}
            onSave={(body) => void notifications.saveSettings(body)}
            onEdit={notifications.editing}
          />
          <NotificationOverview result={page.result} />
          <MessagePreview brand={brand} defaultLocale={page.result.settings?.default_locale ?? "en"} onTestQueued={notifications.refresh} />
          <h2>
            <Trans>Sending log</Trans>
          </h2>
          <LogFilterForm applied={notifications.filter} onApply={notifications.applyFilter} />
          {notifications.replayFailure ? (
            <p role="alert" className="admin-error">
              {notifications.replayFailure}
            </p>
          ) : null}
          {page.result.messages.length === 0 ? (
            <p role="status" data-notify-empty>
              <Trans>No messages match.</Trans>
            </p>
          ) : (
            <SendingLog entries={page.result.messages} replaying={notifications.replaying} onReplay={(id) => void notifications.replay(id)} />
          )}
          <p className="admin-muted">
            <Trans>The newest 100 messages that match are shown; narrow the filters to find older ones.</Trans>
          </p>
        </>
      )}
    </section>
  );
}
