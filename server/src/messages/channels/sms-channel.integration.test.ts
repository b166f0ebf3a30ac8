import { startSmsStandIn, type SmsStandIn } from '../../test/providers/sms-stand-in';
import { aDelivery } from '../../test/message-deliveries';
import type { SmsConfig } from '../messages-config';
import { ChannelError } from './channel';
import { SmsChannel } from './sms-channel';

const BOOKING_MADE = '1107161234567890001';
const ORDER_SHIPPED = '1107161234567890002';
const BOOKING_MADE_HI = '1107161234567890101';

let msg91: SmsStandIn;
let config: SmsConfig;

beforeAll(async () => {
  msg91 = await startSmsStandIn({
    templates: { [BOOKING_MADE]: 5, [ORDER_SHIPPED]: 3, [BOOKING_MADE_HI]: 5 },
  });
  config = {
    apiUrl: msg91.apiUrl,
    authKey: msg91.authKey,
    sender: msg91.sender,
    templateIds: { booking_made: BOOKING_MADE, order_shipped: ORDER_SHIPPED },
    translations: { hi: { templateIds: { booking_made: BOOKING_MADE_HI } } },
  };
});
afterAll(() => msg91.close());
beforeEach(() => msg91.control.reset());

async function failure(promise: Promise<unknown>): Promise<ChannelError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ChannelError);
  return error as ChannelError;
}

describe('SMS channel', () => {
  it('sends the DLT template with the sender header and the variables as var1..varN', async () => {
    const delivery = aDelivery('booking_made');

    const receipt = await new SmsChannel(config).send(delivery);

    expect(msg91.control.deliveries).toEqual([
      {
        key: delivery.id,
        id: receipt.providerMessageId,
        templateId: BOOKING_MADE,
        sender: 'SCLINC',
        shortUrl: '0',
        mobiles: `91${delivery.phone}`,
        variables: delivery.content.variables,
      },
    ]);
  });

  it('carries only messages with a phone and a DLT template id', () => {
    const channel = new SmsChannel(config);
    expect(channel.accepts(aDelivery('order_shipped'))).toBe(true);
    expect(channel.accepts(aDelivery('order_delivered'))).toBe(false);
    expect(channel.accepts(aDelivery('order_shipped', { phone: null, email: 'a@b.in' }))).toBe(
      false,
    );
  });

  it('sends a Hindi message as its Hindi DLT template', async () => {
    const delivery = aDelivery('booking_made', {}, 'hi');
    await new SmsChannel(config).send(delivery);
    expect(msg91.control.deliveries.map((d) => [d.templateId, d.variables])).toEqual([
      [BOOKING_MADE_HI, delivery.content.variables],
    ]);
  });

  it('sends a Hindi message without a Hindi template in English only when its words read so', async () => {
    const channel = new SmsChannel({
      ...config,
      templateIds: { ...config.templateIds, booking_confirmed: '1107161234567890003' },
    });
    // An order number, the clinic's phone and a link: the English template reads whole.
    const shipped = aDelivery('order_shipped', {}, 'hi');
    expect(channel.accepts(shipped)).toBe(true);
    await channel.send(shipped);
    expect(msg91.control.deliveries.map((d) => d.templateId)).toEqual([ORDER_SHIPPED]);
    // A Hindi date would sit inside an English sentence: not this channel's to carry.
    const confirmed = aDelivery('booking_confirmed', {}, 'hi');
    expect(channel.accepts(confirmed)).toBe(false);
    const refused = await failure(channel.send(confirmed));
    expect(refused).toMatchObject({ retryable: false });
    expect(refused.message).toBe('No DLT template id for booking_confirmed in hi (SMS_TEMPLATES)');
    expect(msg91.control.deliveries).toHaveLength(1);
  });

  it('sends a message tried again once', async () => {
    const channel = new SmsChannel(config);
    const delivery = aDelivery('order_shipped');
    expect(await channel.send(delivery)).toEqual(await channel.send(delivery));
    expect(msg91.control.deliveries).toHaveLength(1);
  });

  it('retries a provider that is down or busy, and not a refusal', async () => {
    const channel = new SmsChannel(config);
    const delivery = aDelivery('booking_made');

    msg91.control.failNext(1, 502);
    expect((await failure(channel.send(delivery))).retryable).toBe(true);
    msg91.control.failNext(1, 429);
    expect((await failure(channel.send(delivery))).retryable).toBe(true);

    // MSG91 refuses a template it does not know with HTTP 200 and type "error".
    const unknown = await failure(
      new SmsChannel({ ...config, templateIds: { booking_made: '1107000000000000999' } }).send(
        delivery,
      ),
    );
    expect(unknown).toMatchObject({ retryable: false });
    expect(unknown.message).toContain('Invalid Template');
    const unauthorised = await failure(
      new SmsChannel({ ...config, authKey: 'revoked' }).send(delivery),
    );
    expect(unauthorised).toMatchObject({ retryable: false });
    expect(unauthorised.message).toContain('HTTP 401');
    for (const error of [unknown, unauthorised]) {
      expect(error.message).not.toContain(delivery.phone);
    }

    expect(msg91.control.deliveries).toHaveLength(0);
    await channel.send(delivery);
    expect(msg91.control.deliveries).toHaveLength(1);
  });
});
