import type { Logger } from '../../common/logger';
import type { MessagesConfig } from '../messages-config';
import type { Channel } from './channel';
import { EmailChannel } from './email-channel';
import { LogChannel } from './log-channel';
import { SmsChannel } from './sms-channel';
import { WhatsAppChannel } from './whatsapp-channel';

/**
 * The channels NOTIFY_CHANNELS turns on, each built from its configuration (loadMessagesConfig
 * has already refused a named channel without one). Close them on shutdown (`close?()`).
 */
export function createChannels(config: MessagesConfig, logger: Logger): Channel[] {
  const missing = (name: string) => new Error(`NOTIFY_CHANNELS names ${name} without its config`);
  return config.channels.map((name): Channel => {
    switch (name) {
      case 'whatsapp':
        if (!config.whatsapp) throw missing(name);
        return new WhatsAppChannel(config.whatsapp);
      case 'sms':
        if (!config.sms) throw missing(name);
        return new SmsChannel(config.sms);
      case 'email':
        if (!config.smtp) throw missing(name);
        return new EmailChannel(config.smtp);
      case 'log':
        return new LogChannel(logger);
    }
  });
}
