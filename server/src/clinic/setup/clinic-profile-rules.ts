import { DomainError } from '../../common/errors';
import {
  hasVisibleText,
  isEmailAddress,
  isStorableText,
  UNSTORABLE_MESSAGE,
} from '../../common/validators';
import type { ClinicEmail, ClinicPhone, OpeningHours } from '../clinic-profile.entity';

/** The texts of the profile that have a Hindi version beside the English (TRANSLATED.clinic). */
export const TRANSLATED_CLINIC_FIELDS = [
  'name',
  'tagline',
  'streetAddress',
  'locality',
  'region',
] as const;
export type TranslatedClinicField = (typeof TRANSLATED_CLINIC_FIELDS)[number];

/** Everything the clinic may change in its profile, as the console and `staff init` send it. */
export interface ClinicProfileChanges {
  name: string;
  tagline: string;
  streetAddress: string;
  locality: string;
  region: string;
  postalCode: string;
  phones: ClinicPhone[];
  emails: ClinicEmail[];
  whatsapp: string;
  emergencyPhone: string;
  /** Seven entries, one per weekday (1 = Monday ... 7 = Sunday); closed: opens and closes null. */
  hours: OpeningHours[];
  mapUrl: string;
  /** Blank or null: no GSTIN (no tax invoices). */
  gstin?: string | null;
  /** The Hindi versions of the texts above; a blank one shows the English. */
  hindi?: Partial<Record<TranslatedClinicField, string | null>> | null;
}

export type CheckedClinicProfile = Omit<ClinicProfileChanges, 'gstin' | 'hindi'> & {
  gstin: string | null;
  hindi: Partial<Record<TranslatedClinicField, string>>;
};

/** The messages, field by field; the console shows them under the field named. */
export const CLINIC_MESSAGES = {
  name: 'Enter the clinic name (up to 120 characters).',
  tagline: 'Enter a tagline of up to 200 characters.',
  streetAddress: 'Enter the street address (up to 200 characters).',
  locality: 'Enter the town or city (up to 80 characters).',
  region: 'Enter the state (up to 80 characters).',
  postalCode: 'Enter the 6-digit PIN code.',
  phones: 'Give one to five phone numbers; the first is the main one.',
  phoneLabel: 'Name what this number is for, e.g. Reception (up to 40 characters).',
  phoneNumber: 'Enter a 10-digit phone number, digits only.',
  emails: 'Give one to five e-mail addresses.',
  emailLabel: 'Name what this address is for, e.g. Appointments (up to 40 characters).',
  emailAddress: 'Enter a valid e-mail address.',
  whatsapp: 'Enter the 10-digit WhatsApp number, digits only.',
  emergencyPhone: 'Enter the 10-digit emergency line, digits only.',
  hours: 'Give the hours of all seven weekdays, Monday to Sunday, once each.',
  hoursTime: 'Enter opening and closing times as HH:MM (24-hour), opening before closing.',
  hoursNote: 'Keep the note to 80 characters.',
  mapUrl: 'Enter a map link starting with https:// (e.g. from Google Maps or OpenStreetMap).',
  gstin: 'Enter the 15-character GSTIN, e.g. 23ABCDE1234F1Z5, or leave it blank.',
  hindi: 'Keep the Hindi text to the length of the English field.',
} as const;

const TEN_DIGITS = /^[0-9]{10}$/;
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const PIN = /^[1-9][0-9]{5}$/;
/** As the clinic_profile_gstin_format check has it. */
export const GSTIN_FORMAT = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const MAX_CONTACTS = 5;

const LIMITS: Record<TranslatedClinicField, number> = {
  name: 120,
  tagline: 200,
  streetAddress: 200,
  locality: 80,
  region: 80,
};

const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3));
const length = (text: string) => [...text].length;

/**
 * The one rule set for the clinic profile (console and command line): every field checked,
 * texts trimmed, and every problem named by its field at once. Throws VALIDATION with
 * `fields` (e.g. `phones.1.number`), so nothing is written unless all is well.
 */
export function checkClinicProfile(input: ClinicProfileChanges): CheckedClinicProfile {
  const fields: Record<string, string> = {};
  const fail = (field: string, message: string) => {
    fields[field] ??= message;
  };
  const text = (field: string, value: unknown, max: number, message: string, required = true) => {
    if (value !== undefined && value !== null && typeof value !== 'string') {
      fail(field, message);
      return '';
    }
    if (!isStorableText(value)) {
      fail(field, UNSTORABLE_MESSAGE);
      return '';
    }
    const trimmed = ((value as string | null | undefined) ?? '').trim();
    // One line each: no control characters (line breaks, escapes) in the page's header.
    if (
      (required && !hasVisibleText(trimmed)) ||
      length(trimmed) > max ||
      /[\p{Cc}]/u.test(trimmed)
    )
      fail(field, message);
    return hasVisibleText(trimmed) ? trimmed : '';
  };
  const digits = (field: string, value: unknown, message: string) => {
    const trimmed = typeof value === 'string' ? value.replace(/[\s-]/g, '') : '';
    if (!TEN_DIGITS.test(trimmed)) fail(field, message);
    return trimmed;
  };

  const texts = Object.fromEntries(
    TRANSLATED_CLINIC_FIELDS.map((field) => [
      field,
      text(field, input[field], LIMITS[field], CLINIC_MESSAGES[field]),
    ]),
  ) as Record<TranslatedClinicField, string>;
  const postalCode = text('postalCode', input.postalCode, 6, CLINIC_MESSAGES.postalCode);
  if (postalCode && !PIN.test(postalCode)) fail('postalCode', CLINIC_MESSAGES.postalCode);

  const phones = Array.isArray(input.phones) ? input.phones : [];
  if (phones.length < 1 || phones.length > MAX_CONTACTS) fail('phones', CLINIC_MESSAGES.phones);
  const checkedPhones = phones.slice(0, MAX_CONTACTS).map((phone, i) => ({
    label: text(`phones.${i}.label`, phone?.label, 40, CLINIC_MESSAGES.phoneLabel),
    number: digits(`phones.${i}.number`, phone?.number, CLINIC_MESSAGES.phoneNumber),
  }));

  const emails = Array.isArray(input.emails) ? input.emails : [];
  if (emails.length < 1 || emails.length > MAX_CONTACTS) fail('emails', CLINIC_MESSAGES.emails);
  const checkedEmails = emails.slice(0, MAX_CONTACTS).map((email, i) => {
    const address = text(`emails.${i}.address`, email?.address, 254, CLINIC_MESSAGES.emailAddress);
    if (address && !isEmailAddress(address))
      fail(`emails.${i}.address`, CLINIC_MESSAGES.emailAddress);
    return {
      label: text(`emails.${i}.label`, email?.label, 40, CLINIC_MESSAGES.emailLabel),
      address: address.toLowerCase(),
    };
  });

  const whatsapp = digits('whatsapp', input.whatsapp, CLINIC_MESSAGES.whatsapp);
  const emergencyPhone = digits(
    'emergencyPhone',
    input.emergencyPhone,
    CLINIC_MESSAGES.emergencyPhone,
  );

  const hours = Array.isArray(input.hours) ? input.hours : [];
  const weekdays = hours.map((day) => day?.weekday).sort();
  if (hours.length !== 7 || weekdays.some((day, i) => day !== i + 1))
    fail('hours', CLINIC_MESSAGES.hours);
  // Each day's problems are named by its place in the list sent (hours.0 = the first entry).
  const checkedHours = hours
    .slice(0, 7)
    .map((day, i) => ({ day, at: `hours.${i}` }))
    .filter(({ day }) => day && Number.isInteger(day.weekday))
    .map(({ day, at }): OpeningHours => {
      const opens = typeof day.opens === 'string' ? day.opens.trim() || null : null;
      const closes = typeof day.closes === 'string' ? day.closes.trim() || null : null;
      const note = text(`${at}.note`, day.note, 80, CLINIC_MESSAGES.hoursNote, false) || null;
      const closed = opens === null && closes === null;
      if (
        !closed &&
        (!opens ||
          !closes ||
          !CLOCK.test(opens) ||
          !CLOCK.test(closes) ||
          minutes(opens) >= minutes(closes))
      )
        fail(
          opens && CLOCK.test(opens) ? `${at}.closes` : `${at}.opens`,
          CLINIC_MESSAGES.hoursTime,
        );
      return { weekday: day.weekday, opens, closes, note };
    })
    .sort((a, b) => a.weekday - b.weekday);

  const mapUrl = text('mapUrl', input.mapUrl, 500, CLINIC_MESSAGES.mapUrl);
  if (mapUrl && !isHttpsLink(mapUrl)) fail('mapUrl', CLINIC_MESSAGES.mapUrl);

  const gstinText = text('gstin', input.gstin, 15, CLINIC_MESSAGES.gstin, false).toUpperCase();
  if (gstinText && !GSTIN_FORMAT.test(gstinText)) fail('gstin', CLINIC_MESSAGES.gstin);

  const hindi: Partial<Record<TranslatedClinicField, string>> = {};
  if (input.hindi !== undefined && input.hindi !== null && typeof input.hindi !== 'object')
    fail('hindi', CLINIC_MESSAGES.hindi);
  for (const field of TRANSLATED_CLINIC_FIELDS) {
    const version = text(
      `hindi.${field}`,
      input.hindi?.[field],
      LIMITS[field],
      CLINIC_MESSAGES.hindi,
      false,
    );
    if (version) hindi[field] = version;
  }

  if (Object.keys(fields).length > 0) {
    throw new DomainError('VALIDATION', Object.values(fields)[0], fields);
  }
  return {
    ...texts,
    postalCode,
    phones: checkedPhones,
    emails: checkedEmails,
    whatsapp,
    emergencyPhone,
    hours: checkedHours,
    mapUrl,
    gstin: gstinText || null,
    hindi,
  };
}

/** An https:// link to a real host, nothing the page would run (javascript:, data:). */
function isHttpsLink(text: string): boolean {
  try {
    const url = new URL(text);
    return (
      url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password
    );
  } catch {
    return false;
  }
}
