import { startWhatsAppStandIn, type WhatsAppStandIn } from '../../test/providers/whatsapp-stand-in';
import { aDelivery } from '../../test/message-deliveries';
import type { WhatsAppConfig } from '../messages-config';
import { ChannelError } from './channel';
import { WhatsAppChannel } from './whatsapp-channel';

let cloud: WhatsAppStandIn;
let config: WhatsAppConfig;

beforeAll(async () => {
  // Approved templates and their parameter counts, as the business account would hold them.
  cloud = await startWhatsAppStandIn({
    templates: {
      clinic_booking_made_v2: 5,
      order_shipped: 3,
      booking_cancelled: 4,
      clinic_booking_made_hi: 5,
    },
  });
  config = {
    apiUrl: cloud.apiUrl,
    phoneNumberId: cloud.phoneNumberId,
    token: cloud.token,
    language: 'en_US',
    templates: { booking_made: 'clinic_booking_made_v2' },
    translations: { hi: { language: 'hi', templates: { booking_made: 'clinic_booking_made_hi' } } },
  };
});
afterAll(() => cloud.close());
beforeEach(() => cloud.control.reset());

async function failure(promise: Promise<unknown>): Promise<ChannelError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ChannelError);
  return error as ChannelError;
}

describe('WhatsApp channel', () => {
  it('sends the approved template to 91 + the phone with the variables as body parameters', async () => {
    const channel = new WhatsAppChannel(config);
    const delivery = aDelivery('booking_made');

    const receipt = await channel.send(delivery);

    expect(cloud.control.deliveries).toEqual([
      {
        key: delivery.id,
        id: receipt.providerMessageId,
        to: `91${delivery.phone}`,
        template: 'clinic_booking_made_v2',
        language: 'en_US',
        parameters: delivery.content.variables,
        callbackData: delivery.id,
      },
    ]);
    expect(delivery.content.variables).toEqual([
      'APT-7K3Q9',
      'Dr Asha Rao',
      'Tue, 24 Nov 2026, 10:30 am',
      '+91 98765 43210',
      'https://clinic.example.in/appointments/manage',
    ]);
    expect(receipt.providerMessageId).toMatch(/^wamid\./);
  });

  it('sends a Hindi message as the Hindi translation, with its Hindi parameters', async () => {
    const channel = new WhatsAppChannel(config);
    const made = aDelivery('booking_made', {}, 'hi');
    // No Hindi name of its own: the English name, as Meta keeps a template's languages together.
    const shipped = aDelivery('order_shipped', {}, 'hi');
    await channel.send(made);
    await channel.send(shipped);
    expect(cloud.control.deliveries.map((d) => [d.template, d.language, d.parameters])).toEqual([
      ['clinic_booking_made_hi', 'hi', made.content.variables],
      ['order_shipped', 'hi', shipped.content.variables],
    ]);
    expect(made.content.variables[2]).toBe('मंगलवार, 24 नवंबर 2026, सुबह 10:30');
  });

  it('uses our template name when configuration names none for it', async () => {
    await new WhatsAppChannel(config).send(aDelivery('order_shipped'));
    expect(cloud.control.deliveries.map((d) => d.template)).toEqual(['order_shipped']);
  });

  it('sends a message tried again once, with the same message id', async () => {
    const channel = new WhatsAppChannel(config);
    const delivery = aDelivery('booking_cancelled');
    const first = await channel.send(delivery);
    const again = await channel.send(delivery);
    expect(again).toEqual(first);
    expect(cloud.control.deliveries).toHaveLength(1);
  });

  it('carries only messages with a phone', () => {
    const channel = new WhatsAppChannel(config);
    expect(channel.accepts(aDelivery('booking_made'))).toBe(true);
    expect(channel.accepts(aDelivery('booking_made', { phone: null, email: 'a@example.in' }))).toBe(
      false,
    );
  });

  it('retries the provider being down or busy, and not a refused request', async () => {
    const channel = new WhatsAppChannel(config);
    const delivery = aDelivery('booking_made');

    cloud.control.failNext(1, 503);
    expect((await failure(channel.send(delivery))).retryable).toBe(true);
    cloud.control.failNext(1, 500);
    expect((await failure(channel.send(delivery))).retryable).toBe(true);
    cloud.control.failNext(1, 429);
    expect((await failure(channel.send(delivery))).retryable).toBe(true);
    cloud.control.failNext(1, 400);
    const undeliverable = await failure(channel.send(delivery));
    expect(undeliverable.retryable).toBe(false);
    expect(undeliverable.message).toContain('131026');

    // A template the account has not approved, and a wrong token: the same every time.
    const unknown = await failure(
      new WhatsAppChannel({ ...config, templates: { booking_made: 'not_approved' } }).send(
        delivery,
      ),
    );
    expect(unknown.retryable).toBe(false);
    expect(unknown.message).toContain('132001');
    const unauthorised = await failure(
      new WhatsAppChannel({ ...config, token: 'expired' }).send(delivery),
    );
    expect(unauthorised.retryable).toBe(false);
    expect(unauthorised.message).toContain('HTTP 401');

    for (const error of [undeliverable, unknown, unauthorised]) {
      expect(error.message).not.toContain(delivery.phone);
    }
    expect(cloud.control.deliveries).toHaveLength(0);
    expect(await channel.send(delivery)).toEqual({
      providerMessageId: expect.stringMatching(/^wamid\./),
    });
  });

  it('gives up waiting after its timeout, retryable, and the retry is not a second message', async () => {
    const channel = new WhatsAppChannel(config, 1500);
    const delivery = aDelivery('booking_made');
    cloud.control.hold();

    const sending = failure(channel.send(delivery));
    await cloud.control.whenHeld(1);
    const timedOut = await sending;

    expect(timedOut.retryable).toBe(true);
    expect(timedOut.message).toContain('did not answer');
    // The provider had it all along: it goes out when the provider gets to it...
    cloud.control.release();
    const [sent] = await cloud.control.whenDelivered(1);
    // ...and the worker's retry gets the same message back instead of sending another.
    expect(await channel.send(delivery)).toEqual({ providerMessageId: sent.id });
    expect(cloud.control.deliveries).toHaveLength(1);
  });

  it('retries when the provider cannot be reached', async () => {
    const gone = await startWhatsAppStandIn();
    await gone.close();
    const channel = new WhatsAppChannel({ ...config, apiUrl: gone.apiUrl });
    const error = await failure(channel.send(aDelivery('booking_made')));
    expect(error.retryable).toBe(true);
    expect(error.message).toContain('could not be reached');
  });
});
