import { createTransport } from 'nodemailer';
import { scrubText } from '../../common/log-masking';
import { ChannelError, type Channel, type Delivery, type SentReceipt } from './channel';

/** What nodemailer 10 puts on the errors it hands back (its NodemailerError). */
interface SmtpFailure {
  code?: string;
  responseCode?: number;
  /** Set with responseCode: 5xx but 503 are permanent; 4xx and 503 may pass later. */
  permanent?: boolean;
  response?: string;
}

/** The domain of MAIL_FROM's address (`Clinic <care@clinic.example.in>` -> clinic.example.in). */
export function mailDomain(from: string): string {
  const match = /@([^\s<>@"]+)>?\s*$/.exec(from);
  if (!match) throw new Error('MAIL_FROM has no address with a domain');
  return match[1];
}

/**
 * E-mail by SMTP (nodemailer's pooled transport from SMTP_URL). The Message-ID is built from the
 * outbox message's id, `<{id}@{MAIL_FROM's domain}>`, so a retry is the same e-mail to every
 * server and mail client that dedupes by it. A 5xx reply is final; a 4xx reply, a dropped
 * connection or a timeout is worth trying again.
 */
export class EmailChannel implements Channel {
  readonly name = 'email' as const;
  private readonly transport: ReturnType<typeof createTransport>;
  private readonly domain: string;

  constructor(private readonly config: { url: string; from: string }) {
    this.domain = mailDomain(config.from);
    this.transport = createTransport({
      url: config.url,
      pool: true,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      logger: false,
    });
  }

  accepts(delivery: Delivery): boolean {
    return delivery.email !== null && delivery.email.includes('@');
  }

  async send(delivery: Delivery): Promise<SentReceipt> {
    const messageId = `<${delivery.id}@${this.domain}>`;
    try {
      await this.transport.sendMail({
        from: this.config.from,
        to: delivery.email ?? undefined,
        subject: delivery.content.subject,
        text: delivery.content.text,
        messageId,
      });
    } catch (error) {
      throw refusal(error as SmtpFailure);
    }
    return { providerMessageId: messageId };
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}

function refusal(error: SmtpFailure): ChannelError {
  if (error.responseCode !== undefined) {
    // The reply may quote the recipient's address: scrubbed before staff or a log sees it.
    return new ChannelError(
      scrubText(`The mail server refused the message: ${error.response ?? error.responseCode}`),
      error.permanent !== true,
    );
  }
  if (error.code === 'ENOAUTH' || error.code === 'ECONFIG') {
    return new ChannelError('SMTP_URL lacks what the mail server needs (credentials)', false);
  }
  return new ChannelError(`The mail server could not be reached (${error.code ?? 'error'})`, true);
}
