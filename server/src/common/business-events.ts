import type { RequestContext } from './request-context';

/**
 * Business events as their own log lines, for counting what the site does: ids, counts and
 * amounts only, never a phone, name, address, order number or booking reference (those, with
 * a phone, open a patient's records).
 */
export type BusinessEvent =
  // A doctor's start time names one booking: no two active ones overlap.
  | { event: 'booking made'; doctorId: number; startsAt: string }
  | { event: 'order placed'; orderId: number; units: number; total: number };

/** Writes the event on the request's logger, so the line carries the request id. */
export function logBusinessEvent(ctx: RequestContext, fields: BusinessEvent): void {
  const words = Object.entries(fields)
    .filter(([key]) => key !== 'event')
    .map(([key, value]) => `${key}=${value}`)
    .join(' ');
  ctx.logger.info(fields, `${fields.event} ${words}`);
}
