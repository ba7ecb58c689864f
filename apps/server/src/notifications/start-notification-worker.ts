import type { Kysely } from "kysely";
import type { Database } from "@portal/db/schema";
import { serverKeyFor } from "../auth/purpose-key.ts";
import type { ServerEnv } from "../env.ts";
import type { Logger } from "../log/logger.ts";
import { emailSender } from "./channels/email.ts";
import { metaWhatsAppSender } from "./channels/meta-whatsapp.ts";
import { msg91Sender } from "./channels/msg91.ts";
import { twilioSender } from "./channels/twilio.ts";
import { createNotificationWorker, type NotificationWorker } from "./send-worker.ts";

/**
 * A brand's origin as a shopper reaches it: PUBLIC_URL's scheme and port on the brand's
 * subdomain, else http on the port this process listens on (the demo: http://demo.localhost:3000).
 */
export function brandOriginFrom(env: Pick<ServerEnv, "publicUrl" | "baseDomain">, listeningPort: () => number): (subdomain: string) => string {
  return (subdomain) => {
    if (env.publicUrl) {
      const url = new URL(env.publicUrl);
      return `${url.protocol}//${subdomain}.${env.baseDomain}${url.port ? `:${url.port}` : ""}`;
    }
    return `http://${subdomain}.${env.baseDomain}:${listeningPort()}`;
  };
}

/**
 * The message worker of a server process (main.ts): every replica runs one. Without SMTP_URL
 * each e-mail is printed to standard output (the demo), so a newcomer sees what a shopper gets.
 */
export function startNotificationWorker({
  db,
  env,
  log,
  listeningPort,
  print = (raw) => process.stdout.write(`\n----- e-mail to a shopper (no SMTP_URL set: printed, not sent) -----\n${raw}\n----- end of e-mail -----\n`),
}: {
  db: Kysely<Database>;
  env: ServerEnv;
  log: Logger;
  listeningPort: () => number;
  print?: (raw: string) => void;
}): NotificationWorker {
  const worker = createNotificationWorker({
    db,
    log,
    senders: {
      email: emailSender({ smtpUrl: env.smtpUrl, from: env.smtpFrom, print }),
      providers: { twilio: twilioSender(), msg91: msg91Sender(), meta: metaWhatsAppSender() },
    },
    linkKey: serverKeyFor(env, "notification-link"),
    originOf: brandOriginFrom(env, listeningPort),
    staleAfterMs: env.notificationLeaseSeconds * 1000,
  });
  worker.start();
  return worker;
}
