import type { DataSource } from 'typeorm';
import { createLogger } from '../common/logger';
import type { MessagesConfig } from '../messages/messages-config';
import {
  startMessageWorker,
  type MessageWorker,
  type MessageWorkerOptions,
} from '../messages/worker/message-worker';
import { workerChannels } from '../messages/worker/worker-channels';

const logger = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');

/**
 * A message worker as the tests run one: through the channels `messages` configures (pointed at
 * the provider stand-ins), looking for due messages twice a second; `options` adds a clock,
 * a concurrency or a maintenance interval.
 */
export function startTestWorker(
  dataSource: DataSource,
  messages: MessagesConfig,
  options: Partial<Omit<MessageWorkerOptions, 'dataSource' | 'messages'>> = {},
): Promise<MessageWorker> {
  return startMessageWorker({
    dataSource,
    messages,
    channels: workerChannels(messages, logger),
    logger,
    pollingIntervalSeconds: 0.5,
    ...options,
  });
}
