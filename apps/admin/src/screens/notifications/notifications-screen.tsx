import { Trans, useLingui } from "@lingui/react/macro";
import type { AdminBrand } from "@portal/core/api";
import { MessagePreview } from "./message-preview.tsx";
import { NotificationOverview } from "./notification-overview.tsx";
import { LogFilterForm, SendingLog } from "./sending-log.tsx";
import { SettingsForm } from "./settings-form.tsx";
import { useNotifications } from "./use-notifications.ts";
import { AlertLine } from "../shared/alert-line.tsx";
import { RefreshedScreen } from "../shared/refreshed-screen.tsx";

/** Messages to shoppers (docs/notifications.md): the brand's switches, its providers and counts, and the sending log. */
export function NotificationsScreen({ brand }: { brand: AdminBrand }) {
  const { t } = useLingui();
  const notifications = useNotifications(brand);
  const brandName = brand.name;
  const title = <Trans>Messages to the shoppers of {brandName}</Trans>;
  const failedText = t`The messages could not be loaded. Please try again.`;

  return (
    <RefreshedScreen name="notifications" refreshMarker="data-notify-refresh" read={notifications} title={title} failedText={failedText}>
      {({ result }) => (
        <>
          <SettingsForm
            key={JSON.stringify(result.settings)}
            result={result}
            save={notifications.save}
            onSave={(body) => void notifications.saveSettings(body)}
            onEdit={notifications.editing}
          />
          <NotificationOverview result={result} />
          <MessagePreview brand={brand} defaultLocale={result.settings?.default_locale ?? "en"} onTestQueued={notifications.refresh} />
          <h2>
            <Trans>Sending log</Trans>
          </h2>
          <LogFilterForm applied={notifications.filter} onApply={notifications.applyFilter} />
          <AlertLine message={notifications.replayFailure} />
          {result.messages.length === 0 ? (
            <p role="status" data-notify-empty>
              <Trans>No messages match.</Trans>
            </p>
          ) : (
            <SendingLog entries={result.messages} replaying={notifications.replaying} onReplay={(id) => void notifications.replay(id)} />
          )}
          <p className="admin-muted">
            <Trans>The newest 100 messages that match are shown; narrow the filters to find older ones.</Trans>
          </p>
        </>
      )}
    </RefreshedScreen>
  );
}
