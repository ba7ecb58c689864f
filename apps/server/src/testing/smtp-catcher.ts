import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface CaughtMail {
  envelopeTo: string[];
  raw: string;
  parsed: ParsedMail;
}

export interface SmtpCatcher {
  /** smtp://127.0.0.1:<port>: what SMTP_URL is set to. */
  readonly url: string;
  /** The mails answered 250: the server took them. */
  readonly mails: CaughtMail[];
  /** Mails received whole but never answered (`withhold`): a client killed meanwhile cannot know. */
  readonly withheld: CaughtMail[];
  /** Resolves once `count` mails arrived (tests wait for state, not time). */
  waitFor(count: number): Promise<CaughtMail[]>;
  /** The next RCPT TO is refused with this reply code (421: try later, 550: no such mailbox). */
  refuseNext(code: number): void;
  close(): Promise<void>;
}

export interface SmtpCatcherOptions {
  /** A mail this picks is received but its end of data never answered: the client waits until it dies. */
  withhold?: (mail: CaughtMail) => boolean;
}

/** A real SMTP server in this process (smtp-server): every message is parsed and kept. */
export async function startSmtpCatcher(options: SmtpCatcherOptions = {}): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  const withheld: CaughtMail[] = [];
  const waiters: Array<{ count: number; resolve: (mails: CaughtMail[]) => void }> = [];
  let refuse: number | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refuse === undefined) return callback();
      const code = refuse;
      refuse = undefined;
      callback(Object.assign(new Error(code >= 500 ? "No such mailbox" : "Try again later"), { responseCode: code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        void simpleParser(raw).then((parsed) => {
          const mail = { envelopeTo: session.envelope.rcptTo.map((r) => r.address), raw, parsed };
          if (options.withhold?.(mail)) return void withheld.push(mail);
          mails.push(mail);
          const ready = waiters.filter((waiter) => mails.length >= waiter.count);
          for (const waiter of ready) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(mails.slice());
          }
          callback();
        }, callback);
      });
    },
  });
  // A client that dies mid-conversation resets its socket; that is expected here, not a failure.
  server.on("error", () => undefined);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    withheld,
    waitFor: (count) => (mails.length >= count ? Promise.resolve(mails.slice()) : new Promise((resolve) => waiters.push({ count, resolve }))),
    refuseNext: (code) => {
      refuse = code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
