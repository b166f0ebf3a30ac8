import type { Logger } from '../../common/logger';
import type { Channel } from '../channels/channel';
import { LogChannel } from '../channels/log-channel';
import type { MessagesConfig } from '../messages-config';

/** The channels a worker sends on, as the configuration names them. */
export function workerChannels(_messages: MessagesConfig, logger: Logger): Channel[] {
  // Until the provider adapters land: createChannels(_messages, logger).
  return [new LogChannel(logger)];
}
