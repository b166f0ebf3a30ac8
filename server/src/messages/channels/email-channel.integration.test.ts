import { startSmtpStandIn, type SmtpStandIn } from '../../test/providers/smtp-stand-in';
import { aDelivery } from '../../test/message-deliveries';
import { ChannelError } from './channel';
import { EmailChannel } from './email-channel';

const FROM = 'Sunrise Clinic <care@clinic.example.in>';

let smtp: SmtpStandIn;
let channel: EmailChannel;

beforeAll(async () => {
  smtp = await startSmtpStandIn();
  channel = new EmailChannel({ url: smtp.url, from: FROM });
});
afterAll(async () => {
  await channel.close();
  await smtp.close();
});
beforeEach(() => smtp.control.reset());

async function failure(promise: Promise<unknown>): Promise<ChannelError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ChannelError);
  return error as ChannelError;
}

describe('E-mail channel', () => {
  it('delivers the rendered message with From, To, Subject and a Message-ID from its id', async () => {
    const delivery = aDelivery('order_placed', { phone: null, email: 'patient@example.in' });

    const receipt = await channel.send(delivery);

    const [mail] = await smtp.control.whenDelivered(1);
    expect(mail).toMatchObject({
      key: delivery.id,
      envelope: { from: 'care@clinic.example.in', to: ['patient@example.in'] },
      from: FROM,
      to: 'patient@example.in',
      subject: 'Order ORD-20261124-0042 received',
      messageId: `<${delivery.id}@clinic.example.in>`,
      text: delivery.content.text,
      user: smtp.user,
    });
    expect(mail.text).toContain('₹1,250');
    expect(receipt.providerMessageId).toBe(`<${delivery.id}@clinic.example.in>`);
  });

  it('carries only messages with an e-mail address', () => {
    expect(channel.accepts(aDelivery('booking_made', { email: 'a@example.in' }))).toBe(true);
    expect(channel.accepts(aDelivery('booking_made'))).toBe(false);
  });

  it('sends a message tried again as the same e-mail, collected once', async () => {
    const delivery = aDelivery('clinic_new_contact', { phone: null, email: 'desk@example.in' });
    await channel.send(delivery);
    await channel.send(delivery);
    expect(smtp.control.deliveries).toHaveLength(1);
    expect(smtp.control.attempts.map((a) => a.outcome)).toEqual(['delivered', 'repeat']);
  });

  it('retries a 4xx reply or an unreachable server, and not a 5xx reply', async () => {
    const delivery = aDelivery('order_placed', { phone: null, email: 'patient@example.in' });

    smtp.control.failNext(1, 451);
    expect((await failure(channel.send(delivery))).retryable).toBe(true);
    smtp.control.failNext(1, 550);
    const refused = await failure(channel.send(delivery));
    expect(refused.retryable).toBe(false);
    expect(refused.message).toContain('550');

    const wrongPassword = new EmailChannel({
      url: smtp.url.replace(smtp.pass, 'nope'),
      from: FROM,
    });
    const unauthorised = await failure(wrongPassword.send(delivery));
    await wrongPassword.close();
    expect(unauthorised.retryable).toBe(false);
    expect(unauthorised.message).toContain('535');

    const gone = await startSmtpStandIn();
    await gone.close();
    const unreachable = new EmailChannel({ url: gone.url, from: FROM });
    const error = await failure(unreachable.send(delivery));
    await unreachable.close();
    expect(error.retryable).toBe(true);

    for (const e of [refused, unauthorised, error]) expect(e.message).not.toContain('patient@');
    expect(smtp.control.deliveries).toHaveLength(0);
    await channel.send(delivery);
    expect(smtp.control.deliveries).toHaveLength(1);
  });
});
