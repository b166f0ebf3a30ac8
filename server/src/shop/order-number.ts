import { randomInt } from 'node:crypto';

const CLINIC_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const RANDOM_RANGE = 2 ** 47;

/**
 * A uniform number in [0, 1) from the system's cryptographic source. The digits of an order
 * number are the secret that opens its items and address, so they must not be predictable from
 * numbers others were given (Math.random's state can be recovered from its outputs).
 */
const secureRandom = () => randomInt(RANDOM_RANGE) / RANDOM_RANGE;

/**
 * A short number a patient can read out on the phone, e.g. ORD-20261122-4821: the clinic's (IST)
 * date and four random digits (more on a day so busy that four keep clashing). Uniqueness is the
 * database's job; the caller retries on a clash.
 */
export function orderNumber(
  now: Date = new Date(),
  random: () => number = secureRandom,
  digitCount = 4,
): string {
  const day = CLINIC_DAY.format(now).replaceAll('-', '');
  const digits = String(Math.floor(random() * 10 ** digitCount)).padStart(digitCount, '0');
  return `ORD-${day}-${digits}`;
}

/** How a patient may type it: any case, spaces around it. */
export function normaliseOrderNumber(text: string): string {
  return text.trim().toUpperCase();
}
