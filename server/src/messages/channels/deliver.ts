import type { MessageAudience } from '../outbox/outbox-message.entity';
import { ChannelError, type Channel, type ChannelName, type Delivery } from './channel';

/** The order channels are tried in: WhatsApp first, SMS when it fails, then e-mail; log last. */
const PREFERENCE: ChannelName[] = ['whatsapp', 'sms', 'email', 'log'];

export interface Delivered {
  channel: ChannelName;
  providerMessageId: string;
}

/**
 * Hands a delivery to the first channel that takes it, in order of preference among the enabled
 * ones that accept it. A patient's message falls back from WhatsApp to SMS when WhatsApp refused
 * it for good (not on WhatsApp, template refused); a failure worth retrying (a timeout, a 5xx)
 * is retried on the same channel by the worker, since the provider may have taken it and SMS
 * would then say it twice, until the last try, which falls back whatever the failure. The
 * clinic's alerts are not passed on (each alert row names its own address). Throws a
 * ChannelError when none took it: retryable when any failure was.
 */
export async function deliver(
  delivery: Delivery,
  audience: MessageAudience,
  channels: readonly Channel[],
  { lastTry = false }: { lastTry?: boolean } = {},
): Promise<Delivered> {
  const route = PREFERENCE.flatMap((name) =>
    channels.filter((channel) => channel.name === name && channel.accepts(delivery)),
  );
  const tried = audience === 'PATIENT' ? route : route.slice(0, 1);
  if (tried.length === 0) {
    throw new ChannelError('No enabled channel can reach this address', false);
  }
  const failures: ChannelError[] = [];
  for (const channel of tried) {
    try {
      const receipt = await channel.send(delivery);
      return { channel: channel.name, providerMessageId: receipt.providerMessageId };
    } catch (error) {
      const failure = error instanceof ChannelError ? error : new ChannelError(String(error), true);
      failures.push(failure);
      if (failure.retryable && !lastTry) break;
    }
  }
  const reason = failures.map((f, i) => `${tried[i].name}: ${f.message}`).join('; ');
  throw new ChannelError(
    reason,
    failures.some((f) => f.retryable),
  );
}
