import { clinicWords } from '../../booking/clinic-time';
import { hindiNumberingSystem, type HindiDigits } from '../../common/hindi-digits';
import { Language } from '../../common/language';
import { money } from '../../shop/invoice/invoice-format';

/**
 * How the dates and sums a message carries read in its language. They are written into the
 * outbox already formatted (TEMPLATE_PARAMS), so they are formatted in the patient's language
 * when the message is queued; the clinic's own alerts use English.
 */
export interface ParamWords {
  /** An appointment's time in clinic time. */
  when(instant: Date): string;
  /** A sum in rupees. */
  money(rupees: number): string;
}

const CLINIC_ZONE = 'Asia/Kolkata';

/**
 * Hindi words for dates and sums, in the clinic's digits (HINDI_DIGITS: Latin, as most patients
 * read numbers on a phone, unless it chose Devanagari); the words from ICU's hi-IN data.
 */
function hindiWords(digits: HindiDigits): ParamWords {
  const numberingSystem = hindiNumberingSystem(digits);
  const date = new Intl.DateTimeFormat('hi-IN', {
    timeZone: CLINIC_ZONE,
    numberingSystem,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  // `dayPeriod: 'long'` gives the day-parts people say (सुबह till noon, दोपहर till 4, शाम till
  // 8, then रात) where the default would print "am"/"pm".
  const clock = new Intl.DateTimeFormat('hi-IN', {
    timeZone: CLINIC_ZONE,
    numberingSystem,
    hour: 'numeric',
    minute: '2-digit',
    dayPeriod: 'long',
  });
  const rupees = (fractionDigits: number) =>
    new Intl.NumberFormat('hi-IN', {
      style: 'currency',
      currency: 'INR',
      numberingSystem,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
  const whole = rupees(0);
  const withPaise = rupees(2);
  return {
    // 'मंगलवार, 24 नवंबर 2026, सुबह 10:30'. Built from the parts rather than ICU's own pattern,
    // which joins date and time with "को … बजे" and may change between ICU versions.
    when(instant) {
      const d = partsOf(date, instant);
      const c = partsOf(clock, instant);
      return `${d.weekday}, ${d.day} ${d.month} ${d.year}, ${c.dayPeriod} ${c.hour}:${c.minute}`;
    },
    // ₹1,250 (₹1,250.50 with paise; ₹1,25,000 in lakhs, as Indian prices are written).
    money: (amount) => (Number.isInteger(amount) ? whole : withPaise).format(amount),
  };
}

const partsOf = (format: Intl.DateTimeFormat, instant: Date) =>
  Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));

const latinHindi = hindiWords('latin');
const devanagariHindi = hindiWords('devanagari');

/** A message's dates and sums in each language, Hindi in the clinic's digits. */
export function paramWordsIn(digits: HindiDigits): Record<Language, ParamWords> {
  return {
    [Language.EN]: { when: clinicWords, money },
    [Language.HI]: digits === 'devanagari' ? devanagariHindi : latinHindi,
  };
}

/** 'मंगलवार, 24 नवंबर 2026, सुबह 10:30' in Latin digits. */
export const hindiWhen = (instant: Date) => latinHindi.when(instant);

/** ₹1,250 in Latin digits. */
export const hindiMoney = (rupees: number) => latinHindi.money(rupees);

export const PARAM_WORDS = paramWordsIn('latin');
