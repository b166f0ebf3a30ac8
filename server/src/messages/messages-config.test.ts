import { ConfigError } from '../common/config';
import { DEFAULT_WHATSAPP_API_URL, loadMessagesConfig } from './messages-config';

/** The problems loadMessagesConfig names for this environment (none: it loaded). */
function problems(env: NodeJS.ProcessEnv): string[] {
  try {
    loadMessagesConfig(env);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
}

const WHATSAPP = { WHATSAPP_PHONE_NUMBER_ID: '106540352242922', WHATSAPP_TOKEN: 'token' };
const SMS = {
  SMS_API_URL: 'https://control.msg91.com/api/v5/flow',
  SMS_AUTH_KEY: 'key',
  SMS_SENDER: 'SCLINC',
};
const SMTP = {
  SMTP_URL: 'smtp://user:pass@mail.example.in:587',
  MAIL_FROM: 'Clinic <care@clinic.example.in>',
};

describe('messaging configuration', () => {
  it('sends to the log alone when nothing is set', () => {
    expect(loadMessagesConfig({})).toMatchObject({
      channels: ['log'],
      smtp: undefined,
      whatsapp: undefined,
      sms: undefined,
      worker: 'inline',
    });
  });

  it('reads every channel when all are set', () => {
    const config = loadMessagesConfig({
      ...WHATSAPP,
      ...SMS,
      ...SMTP,
      WHATSAPP_LANGUAGE: 'en_US',
      WHATSAPP_TEMPLATES: 'booking_made:clinic_booking_made_v2',
      SMS_TEMPLATES: 'booking_made:1107161234567890001, order_shipped:1107161234567890002',
      NOTIFY_CHANNELS: 'whatsapp,sms,email',
    });
    expect(config.channels).toEqual(['whatsapp', 'sms', 'email']);
    expect(config.whatsapp).toEqual({
      apiUrl: DEFAULT_WHATSAPP_API_URL,
      phoneNumberId: '106540352242922',
      token: 'token',
      language: 'en_US',
      templates: { booking_made: 'clinic_booking_made_v2' },
      // Hindi: Meta's code `hi` and the English names unless told otherwise.
      translations: { hi: { language: 'hi', templates: {} } },
    });
    expect(config.sms?.templateIds).toEqual({
      booking_made: '1107161234567890001',
      order_shipped: '1107161234567890002',
    });
    expect(config.sms?.translations).toEqual({ hi: { templateIds: {} } });
    expect(config.smtp).toEqual({ url: SMTP.SMTP_URL, from: SMTP.MAIL_FROM });
  });

  it('reads the Hindi templates beside the English ones, in the same variables', () => {
    const config = loadMessagesConfig({
      ...WHATSAPP,
      ...SMS,
      WHATSAPP_LANGUAGE_HI: 'hi_IN',
      WHATSAPP_TEMPLATES:
        'booking_made:clinic_booking_made_v2, booking_made:hi=clinic_booking_made_hi, order_shipped:en=order_out',
      SMS_TEMPLATES:
        'booking_made:1107161234567890001,booking_made:hi=1107161234567890101,lookup_code:hi=1107161234567890102',
    });
    expect(config.whatsapp).toMatchObject({
      language: 'en',
      templates: { booking_made: 'clinic_booking_made_v2', order_shipped: 'order_out' },
      translations: {
        hi: { language: 'hi_IN', templates: { booking_made: 'clinic_booking_made_hi' } },
      },
    });
    expect(config.sms).toMatchObject({
      templateIds: { booking_made: '1107161234567890001' },
      translations: {
        hi: {
          templateIds: {
            booking_made: '1107161234567890101',
            lookup_code: '1107161234567890102',
          },
        },
      },
    });
  });

  it('names a template for a language the site does not write', () => {
    expect(problems({ ...SMS, SMS_TEMPLATES: 'booking_made:ta=1107161234567890101' })).toEqual([
      'SMS_TEMPLATES: "booking_made:ta=1107161234567890101" is not message:value or message:language=value with a language from en, hi',
    ]);
    expect(problems({ ...WHATSAPP, WHATSAPP_TEMPLATES: 'booking_made:hi=' })[0]).toMatch(
      /^WHATSAPP_TEMPLATES: "booking_made:hi="/,
    );
  });

  it('names each half-set channel', () => {
    expect(problems({ WHATSAPP_TOKEN: 'token' })).toEqual([
      'WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_TOKEN are set together or not at all',
    ]);
    expect(problems({ SMS_API_URL: SMS.SMS_API_URL, SMS_SENDER: 'SCLINC' })).toEqual([
      'SMS_API_URL, SMS_AUTH_KEY and SMS_SENDER are set together or not at all',
    ]);
    expect(problems({ SMTP_URL: SMTP.SMTP_URL })).toEqual([
      'MAIL_FROM must be set with SMTP_URL, e.g. "Clinic <care@clinic.example.in>"',
    ]);
  });

  it('refuses values a provider would refuse', () => {
    expect(problems({ ...SMTP, SMTP_URL: 'mail.example.in:587' })).toEqual([
      'SMTP_URL must start with smtp:// or smtps://',
    ]);
    expect(problems({ ...SMTP, MAIL_FROM: 'Clinic' })).toEqual([
      'MAIL_FROM must end with an address, e.g. "Clinic <care@clinic.example.in>"',
    ]);
    expect(problems({ ...SMS, SMS_SENDER: 'clinic' })[0]).toMatch(
      /^SMS_SENDER must be the 6-letter/,
    );
    expect(problems({ ...SMS, SMS_TEMPLATES: 'booking:123' })[0]).toMatch(
      /^SMS_TEMPLATES: "booking:123"/,
    );
    expect(problems({ ...WHATSAPP, WHATSAPP_TEMPLATES: 'booking_made' })[0]).toMatch(
      /^WHATSAPP_TEMPLATES: "booking_made"/,
    );
    expect(problems({ SMS_INBOUND_TOKEN: 'short' })).toEqual([
      'SMS_INBOUND_TOKEN must be 24 to 200 visible ASCII characters, e.g. a random hex',
    ]);
  });

  it('refuses a channel named without its configuration', () => {
    expect(problems({ NOTIFY_CHANNELS: 'whatsapp,log' })).toEqual([
      'NOTIFY_CHANNELS names whatsapp, but its configuration is not set',
    ]);
    expect(problems({ NOTIFY_CHANNELS: 'telegram' })[0]).toMatch(/^NOTIFY_CHANNELS: "telegram"/);
  });
});
