import type { Channel, NotificationProviderAccount } from "@portal/db/repositories/notifications";
import type { RenderedMessage, MessageBrand } from "../render-message.ts";

/** One message, rendered, on its way to one address. */
export interface OutgoingMessage {
  /** Stable across attempts: the e-mail's Message-ID is made from it, so a receiver can tell a repeat. */
  idempotencyKey: string;
  channel: Channel;
  moment: string;
  locale: string;
  to: string;
  brand: MessageBrand;
  rendered: RenderedMessage;
  unsubscribeUrl: string;
  /** Where the provider posts delivery receipts for this message, when it takes one per message. */
  statusCallbackUrl: string | undefined;
}

/** What one attempt got: the provider's verdict and its id for the message (receipts name it). */
export interface ChannelAnswer {
  provider: string;
  sent: boolean;
  /** A failure worth trying again (timeouts, 5xx, 429, SMTP 4xx); otherwise the message is given up. */
  retryable: boolean;
  status: number | null;
  providerMessageId: string | null;
  bodyExcerpt: string | null;
  error: string | null;
}

/** Sends one channel's messages through one provider's API. */
export interface ChannelSender {
  readonly provider: string;
  send(message: OutgoingMessage, account: NotificationProviderAccount | undefined): Promise<ChannelAnswer>;
}

/** Characters of a provider's answer kept in the outbox row. */
export const ANSWER_EXCERPT_CHARS = 300;

/** An HTTP answer as a ChannelAnswer: 2xx sent; 408, 429 and 5xx worth retrying. */
export async function answerOf(provider: string, response: Response, idOf: (body: unknown) => string | undefined): Promise<ChannelAnswer> {
  const text = await response.text().catch(() => "");
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const sent = response.status >= 200 && response.status <= 299;
  const id = sent ? idOf(body) : undefined;
  return {
    provider,
    sent: sent && id !== undefined,
    retryable: response.status === 408 || response.status === 429 || response.status >= 500,
    status: response.status,
    providerMessageId: id ?? null,
    bodyExcerpt: text.slice(0, ANSWER_EXCERPT_CHARS),
    error: sent ? (id === undefined ? "The provider's answer named no message id." : null) : `The provider answered ${response.status}.`,
  };
}

/** A request that got no answer (refused, timed out): worth retrying. */
export function noAnswer(provider: string, error: unknown): ChannelAnswer {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const message = cause instanceof Error ? cause.message : String(cause);
  return { provider, sent: false, retryable: true, status: null, providerMessageId: null, bodyExcerpt: null, error: message.slice(0, 300) };
}

/** A brand account whose settings lack what the provider needs: not worth retrying until fixed. */
export function misconfigured(provider: string, error: string): ChannelAnswer {
  return { provider, sent: false, retryable: false, status: null, providerMessageId: null, bodyExcerpt: null, error };
}

/** The account's secret fields (stored as a JSON object, like webhook secrets kept as given). */
export function secretsOf(account: NotificationProviderAccount): Record<string, string> {
  try {
    const parsed = JSON.parse(account.secret) as unknown;
    return parsed && typeof parsed === "object" ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}
