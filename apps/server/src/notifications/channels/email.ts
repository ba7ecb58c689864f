import { createHash } from "node:crypto";
import nodemailer from "nodemailer";
import type { NotificationProviderAccount } from "@portal/db/repositories/notifications";
import { ANSWER_EXCERPT_CHARS, type ChannelAnswer, type ChannelSender, type OutgoingMessage } from "./channel-sender.ts";

export interface EmailSenderOptions {
  /** smtp://user:pass@host:port or smtps://… (one SMTP_URL for the whole portal). */
  smtpUrl: string | undefined;
  /** The address messages come from; the brand's name is the sender's name. */
  from: string;
  /** With no SMTP_URL: each message is handed here as its raw MIME text (the demo prints it). */
  print?: (raw: string) => void;
}

/**
 * E-mail over SMTP with nodemailer: the branded HTML and its plain-text part, List-Unsubscribe
 * with One-Click (RFC 8058), and a Message-ID made from the message's idempotency key, so a
 * retry after a lost answer is the same message to the receiving side. Without SMTP_URL
 * (the demo) nothing leaves the machine: each message is printed instead.
 */
export function emailSender(options: EmailSenderOptions): ChannelSender {
  const transport = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const provider = options.smtpUrl ? "smtp" : "console";
  return {
    provider,
    async send(message: OutgoingMessage, _account: NotificationProviderAccount | undefined): Promise<ChannelAnswer> {
      const id = createHash("sha256").update(message.idempotencyKey).digest("hex").slice(0, 32);
      const domain = options.from.split("@")[1] ?? "portal.invalid";
      try {
        const info = (await transport.sendMail({
          from: { name: message.brand.name, address: options.from },
          to: message.to,
          subject: message.rendered.subject,
          html: message.rendered.html,
          text: message.rendered.text,
          messageId: `<${id}@${domain}>`,
          list: { unsubscribe: { url: message.unsubscribeUrl, comment: "Unsubscribe" } },
          headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click", "Content-Language": message.locale },
        })) as { messageId?: string; response?: string | Buffer; message?: Buffer };
        if (!options.smtpUrl && info.message) options.print?.(info.message.toString("utf8"));
        const response = typeof info.response === "string" ? info.response : `printed ${info.messageId ?? ""}`;
        return {
          provider,
          sent: true,
          retryable: false,
          status: Number(/^(\d{3})/.exec(response)?.[1] ?? 250),
          providerMessageId: info.messageId ?? null,
          bodyExcerpt: response.slice(0, ANSWER_EXCERPT_CHARS),
          error: null,
        };
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode;
        const text = error instanceof Error ? error.message : String(error);
        // 5xx is a permanent refusal (no such mailbox); 4xx and no answer are worth retrying.
        return {
          provider,
          sent: false,
          retryable: code === undefined || code < 500,
          status: code ?? null,
          providerMessageId: null,
          bodyExcerpt: null,
          error: text.slice(0, 300),
        };
      }
    },
  };
}
