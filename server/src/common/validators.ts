import { Matches, type ValidationOptions } from 'class-validator';

/** The spec's words, used by every form that takes a phone number. */
export const PHONE_MESSAGE = 'Please enter a valid 10-digit phone number';

/** An Indian phone number as the site takes it: exactly 10 digits, nothing else. */
export function IsTenDigitPhone(options?: ValidationOptions): PropertyDecorator {
  return Matches(/^[0-9]{10}$/, { message: PHONE_MESSAGE, ...options });
}
