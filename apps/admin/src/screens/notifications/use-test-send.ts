import { useState } from "react";
import * as v from "valibot";
import { NotificationTestSendBodySchema, type AdminBrand, type NotifyChannel } from "@portal/core/api";
import type { Moment } from "@portal/core/notifications";
import { adminApi } from "../../api/admin-api.ts";

/** What the last test send did: "invalid" is an address the server's schema would refuse, caught first. */
export type TestSendState =
  | { step: "idle" }
  | { step: "sending" }
  | { step: "queued"; messageId: string }
  | { step: "invalid" }
  | { step: "failed"; message: string };

/** Queues one test message through the outbox to an address the admin types, then refreshes the log. */
export function useTestSend(brand: AdminBrand, onQueued: () => void) {
  const [state, setState] = useState<TestSendState>({ step: "idle" });
  const send = async (input: { moment: Moment; locale: string; channel: NotifyChannel; address: string }) => {
    const checked = v.safeParse(NotificationTestSendBodySchema, input);
    if (!checked.success) {
      setState({ step: "invalid" });
      return;
    }
    setState({ step: "sending" });
    const answer = await adminApi.sendTestNotification(brand.subdomain, checked.output);
    setState(answer.ok ? { step: "queued", messageId: answer.value.message?.id ?? "" } : { step: "failed", message: answer.message });
    if (answer.ok) onQueued();
  };
  return { state, send, editing: () => setState({ step: "idle" }) };
}
