import type { Logger } from '../../common/logger';
import type { Channel } from '../channels/channel';
import { createChannels } from '../channels/create-channels';
import type { MessagesConfig } from '../messages-config';

/** The channels a worker sends on, as the configuration names them (NOTIFY_CHANNELS). */
export function workerChannels(messages: MessagesConfig, logger: Logger): Channel[] {
  return createChannels(messages, logger);
}
