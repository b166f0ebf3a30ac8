import { createLogger } from '../../common/logger';
import { loadMessagesConfig } from '../messages-config';
import { createChannels } from './create-channels';

const logger = createLogger('silent');

describe('createChannels', () => {
  it('builds the channels NOTIFY_CHANNELS names, in its order', async () => {
    const channels = createChannels(
      loadMessagesConfig({
        WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
        WHATSAPP_TOKEN: 'token',
        SMS_API_URL: 'https://control.msg91.com/api/v5/flow',
        SMS_AUTH_KEY: 'key',
        SMS_SENDER: 'SCLINC',
        SMTP_URL: 'smtp://user:pass@mail.example.in:587',
        MAIL_FROM: 'Clinic <care@clinic.example.in>',
        NOTIFY_CHANNELS: 'email,whatsapp,sms,log',
      }),
      logger,
    );
    expect(channels.map((c) => c.name)).toEqual(['email', 'whatsapp', 'sms', 'log']);
    await Promise.all(channels.map((c) => c.close?.()));
  });

  it('builds only a configured channel left out of NOTIFY_CHANNELS', () => {
    const config = loadMessagesConfig({
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_TOKEN: 'token',
      NOTIFY_CHANNELS: 'log',
    });
    expect(createChannels(config, logger).map((c) => c.name)).toEqual(['log']);
  });
});
