import { DomainError, type FieldErrors } from '../../common/errors';
import { isCalendarDate, minutesOfDay } from '../../booking/clinic-time';
import { isRupees } from '../../shop/catalogue/product-rules';
import { CONDITIONS } from '../../seed/data/doctors';
import { CONSULTATION_MODES, type ConsultationMode } from '../consultation-mode';
import { checkVersions } from '../../common/text-versions';
import { DOCTOR_DESK_MESSAGES as M } from './doctor-desk-messages';

// The doctors desk's rules as plain functions: what may be saved of a doctor and of a weekly
// plan, and how it is stored (trimmed, blank as null, lists without blanks or repeats).

/** The Hindi versions of the texts a doctor's page translates; blank ones show the English. */
export interface DoctorTextsRequest {
  name?: string | null;
  specialization?: string | null;
  qualification?: string | null;
  bio?: string | null;
  expertise?: string[] | null;
  languages?: string[] | null;
}

export interface DoctorRequest {
  name: string;
  specialization: string;
  qualification: string;
  registrationNumber?: string | null;
  experienceYears: number;
  consultationFee: number;
  bio: string;
  expertise?: string[] | null;
  languages?: string[] | null;
  conditions?: string[] | null;
  consultationModes: ConsultationMode[];
  hindi?: DoctorTextsRequest | null;
}

export interface CheckedDoctor {
  name: string;
  specialization: string;
  qualification: string;
  registrationNumber: string | null;
  experienceYears: number;
  consultationFee: number;
  bio: string;
  expertise: string[];
  languages: string[];
  conditions: string[];
  consultationModes: ConsultationMode[];
  /** Only the Hindi texts given; `{}` when none. */
  hindi: Record<string, string | string[]>;
}

export interface TimeRangeRequest {
  start: string;
  end: string;
}

export interface WorkingDayRequest extends TimeRangeRequest {
  weekday: number;
  breaks?: TimeRangeRequest[] | null;
}

export interface ScheduleRequest {
  slotMinutes: number;
  workingPlan: WorkingDayRequest[];
  daysOff?: string[] | null;
}

export interface CheckedSchedule {
  slotMinutes: number;
  workingPlan: { weekday: number; start: string; end: string; breaks: TimeRangeRequest[] }[];
  daysOff: string[];
}

/** The condition pages a doctor can be listed under (client/src/features/content/conditions.ts). */
export const KNOWN_CONDITIONS: readonly string[] = Object.values(CONDITIONS);
export const MAX_BREAKS = 4;
export const MAX_DAYS_OFF = 366;
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
// Letters (any script), digits and the separators councils print: "MP/12345", "DMC-R-0789".
const REGISTRATION = /^[\p{L}\p{N}][\p{L}\p{M}\p{N} ./-]{0,39}$/u;

const length = (text: string) => [...text].length;

/** A list as stored: trimmed, blanks and repeats dropped; null when an item is too long. */
function cleanList(items: readonly string[] | null | undefined, max: number, each: number) {
  const list = [...new Set((items ?? []).map((item) => item.trim()).filter(Boolean))];
  return list.length > max || list.some((item) => length(item) > each) ? null : list;
}

function requiredText(value: string, max: number): string | null {
  const text = value.trim();
  return text && length(text) <= max ? text : null;
}

/** The request as it will be stored, or VALIDATION naming every field at fault. */
export function checkDoctor(request: DoctorRequest): CheckedDoctor {
  const fields: FieldErrors = {};
  const name = requiredText(request.name, 100);
  if (!name) fields.name = M.name;
  const specialization = requiredText(request.specialization, 100);
  if (!specialization) fields.specialization = M.specialization;
  const qualification = requiredText(request.qualification, 200);
  if (!qualification) fields.qualification = M.qualification;
  const registrationNumber = request.registrationNumber?.trim() || null;
  if (registrationNumber && !REGISTRATION.test(registrationNumber))
    fields.registrationNumber = M.registrationNumber;
  const years = request.experienceYears;
  if (!Number.isInteger(years) || years < 0 || years > 70)
    fields.experienceYears = M.experienceYears;
  const fee = request.consultationFee;
  if (!(fee === 0 || isRupees(fee))) fields.consultationFee = M.consultationFee;
  const bio = requiredText(request.bio, 3000);
  if (!bio) fields.bio = M.bio;
  const expertise = cleanList(request.expertise, 20, 80);
  if (!expertise) fields.expertise = M.expertise;
  const languages = cleanList(request.languages, 10, 40);
  if (!languages) fields.languages = M.languages;
  const conditions = cleanList(request.conditions, KNOWN_CONDITIONS.length, 40);
  if (!conditions || conditions.some((id) => !KNOWN_CONDITIONS.includes(id)))
    fields.conditions = M.conditions;
  const modes = [...new Set(request.consultationModes ?? [])];
  if (modes.length === 0 || modes.some((mode) => !CONSULTATION_MODES.includes(mode)))
    fields.consultationModes = M.consultationModes;

  const texts = request.hindi ?? {};
  const hindi: Record<string, string | string[]> = checkVersions(
    texts,
    { name: 100, specialization: 100, qualification: 200, bio: 3000 },
    fields,
    M.hindi,
  );
  for (const [field, max, each] of [
    ['expertise', 20, 80],
    ['languages', 10, 40],
  ] as const) {
    const list = cleanList(texts[field], max, each);
    if (!list) fields[`hindi.${field}`] = field === 'expertise' ? M.expertise : M.languages;
    else if (list.length > 0) hindi[field] = list;
  }

  if (Object.keys(fields).length > 0) {
    throw new DomainError('VALIDATION', Object.values(fields)[0], fields);
  }
  return {
    name: name!,
    specialization: specialization!,
    qualification: qualification!,
    registrationNumber,
    experienceYears: years,
    consultationFee: fee,
    bio: bio!,
    expertise: expertise!,
    languages: languages!,
    conditions: conditions!,
    consultationModes: modes,
    hindi,
  };
}

/**
 * A weekly plan as it will be stored (weekdays in order, breaks by start), or VALIDATION naming
 * the first field at fault as `workingPlan.<index>.<field>`. `today` (clinic date) refuses
 * new days off in the past; those already held may stay.
 */
export function checkSchedule(
  request: ScheduleRequest,
  today: string,
  heldDaysOff: readonly string[] = [],
): CheckedSchedule {
  const fields: FieldErrors = {};
  const slot = request.slotMinutes;
  const slotFine = Number.isInteger(slot) && slot >= 10 && slot <= 120;
  if (!slotFine) fields.slotMinutes = M.slotMinutes;
  const seen = new Set<number>();
  const plan: CheckedSchedule['workingPlan'] = [];
  for (const [index, day] of (request.workingPlan ?? []).entries()) {
    const at = `workingPlan.${index}`;
    if (
      !Number.isInteger(day.weekday) ||
      day.weekday < 1 ||
      day.weekday > 7 ||
      seen.has(day.weekday)
    ) {
      fields[`${at}.weekday`] = M.weekday;
      continue;
    }
    seen.add(day.weekday);
    const start = day.start?.trim();
    const end = day.end?.trim();
    if (!CLOCK.test(start)) fields[`${at}.start`] = M.time;
    else if (!CLOCK.test(end) && end !== '24:00') fields[`${at}.end`] = M.time;
    else if (minutesOfDay(start) + (slotFine ? slot : 10) > minutesOfDay(end))
      fields[`${at}.end`] = M.dayOrder;
    if (fields[`${at}.start`] || fields[`${at}.end`]) continue;
    const breaks = (day.breaks ?? []).map((b) => ({ start: b.start?.trim(), end: b.end?.trim() }));
    if (breaks.length > MAX_BREAKS) {
      fields[`${at}.breaks`] = M.tooManyBreaks;
      continue;
    }
    const bad = breaks.findIndex(
      (b) =>
        !CLOCK.test(b.start) ||
        !(CLOCK.test(b.end) || b.end === '24:00') ||
        minutesOfDay(b.start) >= minutesOfDay(b.end) ||
        minutesOfDay(b.start) < minutesOfDay(start) ||
        minutesOfDay(b.end) > minutesOfDay(end),
    );
    if (bad >= 0) {
      fields[`${at}.breaks.${bad}`] = M.breakInside;
      continue;
    }
    breaks.sort((a, b) => minutesOfDay(a.start) - minutesOfDay(b.start));
    if (breaks.some((b, i) => i > 0 && minutesOfDay(b.start) < minutesOfDay(breaks[i - 1].end))) {
      fields[`${at}.breaks`] = M.breaksOverlap;
      continue;
    }
    plan.push({ weekday: day.weekday, start, end, breaks });
  }
  plan.sort((a, b) => a.weekday - b.weekday);

  const daysOff = [
    ...new Set((request.daysOff ?? []).map((d) => (typeof d === 'string' ? d.trim() : d))),
  ];
  if (
    daysOff.length > MAX_DAYS_OFF ||
    daysOff.some((d) => typeof d !== 'string' || !isCalendarDate(d))
  )
    fields.daysOff = M.daysOff;
  else if (daysOff.some((d) => d < today && !heldDaysOff.includes(d)))
    fields.daysOff = M.dayOffPast;
  daysOff.sort();

  if (Object.keys(fields).length > 0) {
    throw new DomainError('VALIDATION', Object.values(fields)[0], fields);
  }
  return { slotMinutes: slot, workingPlan: plan, daysOff };
}
