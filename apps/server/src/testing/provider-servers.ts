import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: string;
}

export interface ProviderAnswer {
  status: number;
  body: unknown;
}

export interface ProviderServer {
  /** http://127.0.0.1:<port>: an account's base_url. */
  readonly url: string;
  readonly received: ReceivedRequest[];
  /** How the next requests are answered (default: the provider's documented success). */
  answerWith(answer: (request: ReceivedRequest, index: number) => ProviderAnswer | "hang"): void;
  close(): Promise<void>;
}

/**
 * A local HTTP server standing in for an SMS or WhatsApp provider: it keeps each request as
 * sent (method, path, headers, body) for the test to check against the provider's documented
 * shape, and answers as the provider documents (`success`), or as the test says.
 */
export async function startProviderServer(success: (request: ReceivedRequest, index: number) => ProviderAnswer): Promise<ProviderServer> {
  const received: ReceivedRequest[] = [];
  let answer: (request: ReceivedRequest, index: number) => ProviderAnswer | "hang" = success;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const request = { method: req.method ?? "", path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks).toString("utf8") };
      received.push(request);
      const given = answer(request, received.length - 1);
      // "hang": taken, never answered; the caller waits until it gives up or dies.
      if (given === "hang") return;
      const { status, body } = given;
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    answerWith: (next) => {
      answer = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// Documented success answers (fixtures, from each provider's public API reference):
/** Twilio Message resource, 201 Created (https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource). */
export const twilioCreated = (_request: ReceivedRequest, index: number): ProviderAnswer => ({
  status: 201,
  body: { sid: `SM${String(index).padStart(32, "0")}`, status: "queued", direction: "outbound-api", api_version: "2010-04-01" },
});
/** WhatsApp Cloud API send answer (https://developers.facebook.com/docs/whatsapp/cloud-api/reference/messages). */
export const metaAccepted = (request: ReceivedRequest, index: number): ProviderAnswer => {
  const to = (JSON.parse(request.body) as { to?: string }).to ?? "";
  return {
    status: 200,
    body: { messaging_product: "whatsapp", contacts: [{ input: to, wa_id: to }], messages: [{ id: `wamid.TEST${index}`, message_status: "accepted" }] },
  };
};
/** MSG91 Flow API answer (https://docs.msg91.com/sms/send-sms): a request id in `message`. */
export const msg91Success = (_request: ReceivedRequest, index: number): ProviderAnswer => ({
  status: 200,
  body: { type: "success", message: `3763646c${String(index).padStart(16, "0")}` },
});
