import type { NotificationProviderAccount } from "@portal/db/repositories/notifications";
import { answerOf, misconfigured, noAnswer, secretsOf, type ChannelSender, type OutgoingMessage } from "./channel-sender.ts";

/**
 * MSG91's Flow API for DLT-registered SMS templates (https://docs.msg91.com/sms/send-sms, and
 * https://msg91.com/help/dlt-registration-in-india/map-sms-content-template-on-msg91-api-panel):
 * POST {base}/api/v5/flow with the `authkey` header and JSON { template_id, short_url,
 * recipients: [{ mobiles: "91XXXXXXXXXX", <variable>: value }] }; the answer is
 * { type: "success", message: <request id> }. Indian SMS must use a registered template, so
 * the message's parameters fill its variables (var1 the order number, var2 the link).
 * Account config: template_id (or template_id:<moment>), base_url (tests); secret: {"authkey"}.
 */
export const MSG91_BASE_URL = "https://control.msg91.com";

export function msg91Sender({ fetch = globalThis.fetch, timeoutMs = 15_000 } = {}): ChannelSender {
  return {
    provider: "msg91",
    async send(message: OutgoingMessage, account: NotificationProviderAccount | undefined) {
      const config = account?.config ?? {};
      const authkey = account ? secretsOf(account).authkey : undefined;
      const templateId = config[`template_id:${message.moment}`] ?? config.template_id;
      if (!account || !authkey || !templateId) return misconfigured("msg91", "The brand's MSG91 account needs authkey and template_id.");
      const [var1, var2] = message.rendered.templateParameters;
      const body = { template_id: templateId, short_url: "0", recipients: [{ mobiles: message.to.replace(/^\+/, ""), var1, var2 }] };
      try {
        const response = await fetch(`${config.base_url ?? MSG91_BASE_URL}/api/v5/flow`, {
          method: "POST",
          headers: { authkey, accept: "application/json", "content-type": "application/json" },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
        const answer = await answerOf("msg91", response, (reply) => {
          const { type, message: id } = (reply ?? {}) as { type?: string; message?: string };
          return type === "success" && typeof id === "string" ? id : undefined;
        });
        // MSG91 answers 200 with type "error" for a refused request (a wrong template, no balance).
        return answer.status === 200 && !answer.sent ? { ...answer, error: "MSG91 refused the request.", retryable: false } : answer;
      } catch (error) {
        return noAnswer("msg91", error);
      }
    },
  };
}
