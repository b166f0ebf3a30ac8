import { isEmail, Matches, ValidateBy, type ValidationOptions } from 'class-validator';

/** The spec's words, used by every form that takes a phone number. */
export const PHONE_MESSAGE = 'Please enter a valid 10-digit phone number';

/** An Indian phone number as the site takes it: exactly 10 digits, nothing else. */
export function IsTenDigitPhone(options?: ValidationOptions): PropertyDecorator {
  return Matches(/^[0-9]{10}$/, { message: PHONE_MESSAGE, ...options });
}

export const UNSTORABLE_MESSAGE =
  'This contains a hidden character we cannot store (such as a NUL or half an emoji). Please retype it.';

// NUL, which PostgreSQL refuses in text, and a lone UTF-16 surrogate (half an emoji), which would
// silently become U+FFFD and which some validators (isEmail) crash on.
const LONE_SURROGATE = /\p{Cs}/u;

/** Text PostgreSQL stores exactly as typed; anything that is not text is left to type checks. */
export function isStorableText(value: unknown): boolean {
  return typeof value !== 'string' || (!value.includes('\u0000') && !LONE_SURROGATE.test(value));
}

/** Every free-text field: refuses NUL and broken surrogates with a message a patient can act on. */
export function IsStorableText(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'isStorableText', validator: { validate: isStorableText } },
    { message: UNSTORABLE_MESSAGE, ...options },
  );
}

// Spaces, control and format characters (zero-width joiners, direction marks, BOM) show nothing.
const VISIBLE = /[^\s\p{C}]/u;

/** Required text must show something: spaces or zero-width characters alone are blank. */
export function hasVisibleText(value: unknown): boolean {
  return typeof value === 'string' && VISIBLE.test(value);
}

export function HasVisibleText(options: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'hasVisibleText', validator: { validate: hasVisibleText } }, options);
}

/**
 * An e-mail address once trimmed (phone keyboards add a space after a suggested address).
 * Unstorable text is refused first: isEmail throws on a lone surrogate.
 */
export function isEmailAddress(value: unknown): boolean {
  return typeof value === 'string' && isStorableText(value) && isEmail(value.trim());
}

export function IsEmailOnceTrimmed(options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'isEmailOnceTrimmed', validator: { validate: isEmailAddress } },
    options,
  );
}

/**
 * At most `max` characters as PostgreSQL's length() counts them (code points), where a CHECK
 * holds the same limit: class-validator's MaxLength skips variation selectors, so a text it
 * passes could still break the constraint.
 */
export function MaxCharacters(max: number, options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'maxCharacters',
      validator: { validate: (value) => typeof value !== 'string' || [...value].length <= max },
    },
    options,
  );
}

const INT4_MAX = 2_147_483_647;

/** A database id as text: 1 to 2,147,483,647 (PostgreSQL integer), digits only. */
export function isDatabaseId(value: unknown): boolean {
  return typeof value === 'string' && /^[1-9][0-9]{0,9}$/.test(value) && Number(value) <= INT4_MAX;
}

export function IsDatabaseId(options: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isDatabaseId', validator: { validate: isDatabaseId } }, options);
}
