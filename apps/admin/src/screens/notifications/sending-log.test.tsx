import { afterEach, describe, expect, test } from "vitest";
import { cleanup, render } from "@testing-library/react";
import { NOTIFICATION_SWITCHED_OFF, type NotificationLogEntry } from "@portal/core/api";
import { PortalI18nProvider } from "@portal/i18n/react";
import { createAdminI18n } from "../../app/admin-i18n.ts";
import { SendingLog } from "./sending-log.tsx";

// Issue 35: a message whose moment × channel the brand switched off after it was queued is
// settled unsent by the send worker; the log says so in the console's language, not as a raw
// provider error.

afterEach(cleanup);

const entry = (id: string, lastError: string | null, status: number | null): NotificationLogEntry => ({
  id,
  waybill: "WB-1",
  moment: "failed-delivery",
  channel: "email",
  recipient: "me***@example.in",
  locale: "en",
  state: "failed",
  attempts: 1,
  created_at: "2026-12-04T04:30:00.000Z",
  next_attempt_at: null,
  last_attempt_at: "2026-12-04T04:31:00.000Z",
  last_response_status: status,
  last_error: lastError,
  sent_at: null,
  receipt_status: null,
  test: false,
});

async function renderLog(locale: "en" | "hi", entries: NotificationLogEntry[]) {
  const i18n = await createAdminI18n(locale);
  render(
    <PortalI18nProvider i18n={i18n}>
      <SendingLog entries={entries} replaying={undefined} onReplay={() => undefined} />
    </PortalI18nProvider>,
  );
}

const row = (id: string) => document.querySelector(`tr[data-message-id="${id}"]`)!;

describe("SendingLog", () => {
  test("a switched-off message reads 'Switched off' in the console's language; a provider's refusal is shown as it came", async () => {
    await renderLog("en", [entry("off", NOTIFICATION_SWITCHED_OFF, null), entry("refused", "550 5.1.1 mailbox unavailable", 550)]);
    expect(row("off").querySelector("[data-switched-off]")?.textContent).toBe(
      "Not sent: this moment was switched off for this channel after the message was queued.",
    );
    expect(row("off").textContent).toContain("Switched off");
    expect(row("off").textContent).not.toContain("No answer");
    expect(row("refused").querySelector("[data-switched-off]")).toBeNull();
    expect(row("refused").querySelector("[data-last-error]")?.textContent).toBe("550 5.1.1 mailbox unavailable");
    cleanup();

    await renderLog("hi", [entry("off", NOTIFICATION_SWITCHED_OFF, null)]);
    expect(row("off").textContent).toContain("बंद किया गया");
    expect(row("off").textContent).not.toContain(NOTIFICATION_SWITCHED_OFF);
  });
});
