import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerError } from 'smtp-server';
import { parseMail } from './mail-text';
import { StandInControl } from './stand-in-control';

/**
 * A real SMTP server (the `smtp-server` package) on 127.0.0.1 that requires AUTH (PLAIN or
 * LOGIN, no TLS) and collects every message with its envelope and parsed headers and text.
 *
 * Idempotency: the e-mail adapter builds the Message-ID from the outbox message's id,
 * `<{id}@{MAIL_FROM's domain}>`; this server's key is the part before the `@`, so a message
 * re-sent with the same Message-ID is answered 250 with the first queue id and collected once.
 *
 * Injected failures answer the DATA command with the given SMTP reply code (451: try again
 * later, 550: refused), as a real server refusing the message would.
 */

export interface MailDelivery {
  /** The idempotency key: the Message-ID's local part (our outbox message id). */
  key: string;
  /** The queue id answered ("250 OK: queued as <id>"). */
  id: string;
  envelope: { from: string; to: string[] };
  /** Headers as received, lower-cased names, values decoded. */
  headers: Map<string, string>;
  from: string;
  to: string;
  subject: string;
  /** The whole Message-ID header, angle brackets included. */
  messageId: string;
  text: string;
  /** Who authenticated. */
  user: string | undefined;
}

export interface SmtpStandInOptions {
  user?: string;
  pass?: string;
}

export interface SmtpStandIn {
  /** SMTP_URL for this stand-in: `smtp://user:pass@127.0.0.1:<port>`. */
  url: string;
  port: number;
  user: string;
  pass: string;
  env: { SMTP_URL: string };
  control: StandInControl<MailDelivery>;
  close(): Promise<void>;
}

function smtpError(code: number, message: string): SMTPServerError {
  const error: SMTPServerError = new Error(message);
  error.responseCode = code;
  return error;
}

/** Starts the server on 127.0.0.1 (a free port). */
export async function startSmtpStandIn(options: SmtpStandInOptions = {}): Promise<SmtpStandIn> {
  const user = options.user ?? 'clinic-mailer';
  const pass = options.pass ?? 'stand-in-smtp-password';
  const control = new StandInControl<MailDelivery>();

  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    authOptional: false,
    // Connections still open at close() (a pool the test did not close) are cut after this.
    closeTimeout: 200,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === pass) {
        callback(null, { user: auth.username });
      } else {
        control.refused(undefined, 535);
        callback(smtpError(535, 'Authentication credentials invalid'));
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        void (async () => {
          const mail = parseMail(Buffer.concat(chunks).toString('utf8'));
          const messageId = mail.headers.get('message-id') ?? '';
          const key = /^<([^@>]+)@[^>]+>$/.exec(messageId)?.[1];
          if (!key) {
            control.refused(undefined, 554);
            callback(smtpError(554, 'Message-ID <id@domain> is required'));
            return;
          }
          await control.gate();
          const failure = control.takeFailure(key);
          if (failure !== undefined) {
            callback(smtpError(failure, `Refused by the stand-in (${failure})`));
            return;
          }
          const { delivery } = control.accept(
            key,
            () => ({
              key,
              id: randomBytes(8).toString('hex').toUpperCase(),
              envelope: {
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              },
              headers: mail.headers,
              from: mail.headers.get('from') ?? '',
              to: mail.headers.get('to') ?? '',
              subject: mail.headers.get('subject') ?? '',
              messageId,
              text: mail.text,
              user: typeof session.user === 'string' ? session.user : undefined,
            }),
            250,
          );
          callback(null, `OK: queued as ${delivery.id}`);
        })();
      });
    },
  });
  server.on('error', () => {
    // A client cut off mid-session (a killed worker) is not the stand-in's failure.
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const url = `smtp://${user}:${pass}@127.0.0.1:${port}`;
  return {
    url,
    port,
    user,
    pass,
    env: { SMTP_URL: url },
    control,
    close: async () => {
      control.release();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
