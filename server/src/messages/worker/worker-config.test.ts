import { ConfigError } from '../../common/config';
import { loadMessagesConfig } from '../messages-config';

// The worker's settings: retries, their first delay, and how long a try may take before the
// queue takes the message back from a worker that died mid-send.

describe("the worker's configuration", () => {
  it('retries six times from 30 s and gives a try two minutes by default', () => {
    expect(loadMessagesConfig({})).toMatchObject({
      worker: 'inline',
      retry: { limit: 6, delaySeconds: 30 },
      sendTimeoutSeconds: 120,
    });
  });

  it('reads each setting', () => {
    expect(
      loadMessagesConfig({
        MESSAGE_WORKER: 'off',
        MESSAGE_RETRY_LIMIT: '0',
        MESSAGE_RETRY_DELAY_SECONDS: '5',
        MESSAGE_SEND_TIMEOUT_SECONDS: '45',
      }),
    ).toMatchObject({
      worker: 'off',
      retry: { limit: 0, delaySeconds: 5 },
      sendTimeoutSeconds: 45,
    });
  });

  it('refuses a bad value at start, naming it, instead of falling back quietly', () => {
    let problems: string[] = [];
    try {
      loadMessagesConfig({
        MESSAGE_RETRY_LIMIT: 'many',
        MESSAGE_RETRY_DELAY_SECONDS: '0',
        MESSAGE_SEND_TIMEOUT_SECONDS: '2m',
      });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      problems = (error as ConfigError).problems;
    }
    expect(problems).toEqual([
      'MESSAGE_RETRY_LIMIT must be a whole number from 0 to 20 (got "many")',
      'MESSAGE_RETRY_DELAY_SECONDS must be a whole number from 1 to 3600 (got "0")',
      'MESSAGE_SEND_TIMEOUT_SECONDS must be a whole number from 1 to 3600 (got "2m")',
    ]);
  });
});
