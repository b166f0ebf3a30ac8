import { startSmsStandIn, type SmsStandIn } from '../../test/providers/sms-stand-in';
import { startWhatsAppStandIn, type WhatsAppStandIn } from '../../test/providers/whatsapp-stand-in';
import { aDelivery } from '../../test/message-deliveries';
import { ChannelError, type Channel } from './channel';
import { deliver } from './deliver';
import { SmsChannel } from './sms-channel';
import { WhatsAppChannel } from './whatsapp-channel';

let cloud: WhatsAppStandIn;
let msg91: SmsStandIn;
let channels: Channel[];

beforeAll(async () => {
  [cloud, msg91] = await Promise.all([startWhatsAppStandIn(), startSmsStandIn()]);
  channels = [
    new SmsChannel({
      apiUrl: msg91.apiUrl,
      authKey: msg91.authKey,
      sender: msg91.sender,
      templateIds: {
        booking_confirmed: '1107161234567890003',
        clinic_new_booking: '1107161234567890004',
      },
      translations: { hi: { templateIds: {} } },
    }),
    new WhatsAppChannel({
      apiUrl: cloud.apiUrl,
      phoneNumberId: cloud.phoneNumberId,
      token: cloud.token,
      language: 'en',
      templates: {},
      translations: { hi: { language: 'hi', templates: {} } },
    }),
  ];
});
afterAll(() => Promise.all([cloud.close(), msg91.close()]));
beforeEach(() => {
  cloud.control.reset();
  msg91.control.reset();
});

describe('deliver over real WhatsApp and SMS providers', () => {
  it('sends a patient WhatsApp first, and nothing by SMS when it went', async () => {
    const sent = await deliver(aDelivery('booking_confirmed'), 'PATIENT', channels);
    expect(sent.channel).toBe('whatsapp');
    expect(cloud.control.deliveries).toHaveLength(1);
    expect(msg91.control.deliveries).toHaveLength(0);
  });

  it('falls back to SMS for a patient when WhatsApp fails', async () => {
    const delivery = aDelivery('booking_confirmed');
    cloud.control.failNext(1, 400);

    const sent = await deliver(delivery, 'PATIENT', channels);

    expect(sent).toEqual({ channel: 'sms', providerMessageId: msg91.control.deliveries[0].id });
    expect(msg91.control.deliveries[0].mobiles).toBe(`91${delivery.phone}`);
    expect(cloud.control.deliveries).toHaveLength(0);
  });

  it('retries a patient message WhatsApp may have taken on WhatsApp, and passes it to SMS on the last try', async () => {
    const delivery = aDelivery('booking_confirmed');
    cloud.control.failNext(2, 503);

    const retry = await deliver(delivery, 'PATIENT', channels).catch((e: unknown) => e);
    expect(retry).toMatchObject({ retryable: true });
    expect(msg91.control.attempts).toHaveLength(0);

    const sent = await deliver(delivery, 'PATIENT', channels, { lastTry: true });
    expect(sent.channel).toBe('sms');
    expect(msg91.control.deliveries).toHaveLength(1);
  });

  it('does not pass a clinic alert on to SMS when WhatsApp fails, and says to retry', async () => {
    cloud.control.failNext(1, 503);

    const error = await deliver(aDelivery('clinic_new_booking'), 'CLINIC', channels).then(
      () => undefined,
      (e: unknown) => e,
    );

    expect(error).toBeInstanceOf(ChannelError);
    expect(error).toMatchObject({ retryable: true });
    expect(msg91.control.attempts).toHaveLength(0);
  });

  it('fails for good only when every channel refused for good', async () => {
    cloud.control.failNext(1, 400);
    msg91.control.failNext(1, 503);
    const retry = await deliver(aDelivery('booking_confirmed'), 'PATIENT', channels).catch(
      (e: unknown) => e,
    );
    expect(retry).toMatchObject({ retryable: true });

    cloud.control.failNext(1, 400);
    msg91.control.failNext(1, 400);
    const final = await deliver(aDelivery('booking_confirmed'), 'PATIENT', channels).catch(
      (e: unknown) => e,
    );
    expect(final).toMatchObject({ retryable: false });
    expect((final as Error).message).toMatch(/^whatsapp: .*; sms: /);
  });
});
