import { GraphQLScalarType } from 'graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';

const scalars = GraphQLDateTimeISO.toConfig();

const DAY_MS = 86_400_000;
/** 10000-01-01T00:00:00Z: from there on toISOString writes a six-digit year. */
const YEAR_10000_MS = 253_402_300_800_000;

const pad2 = (n: number) => (n < 10 ? `0${n}` : `${n}`);
const pad3 = (n: number) => (n < 10 ? `00${n}` : n < 100 ? `0${n}` : `${n}`);
const pad4 = (n: number) => (n < 10 ? `000${n}` : n < 100 ? `00${n}` : n < 1000 ? `0${n}` : `${n}`);

/** 'YYYY-MM-DD' of a count of days since 1970-01-01 (the proleptic Gregorian calendar). */
function civilDate(days: number): string {
  // Howard Hinnant's days_from_civil, inverted: eras of 400 years from 0000-03-01.
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${pad4(year)}-${pad2(month)}-${pad2(day)}`;
}

/**
 * Exactly what `date.toISOString()` answers, worked out with arithmetic: the builtin is a slow
 * call, and the desk's day writes some 300 instants per answer. Years before 1970 and from
 * 10000 on go to the builtin.
 */
export function isoString(date: Date): string {
  const time = date.getTime();
  if (!(time >= 0 && time < YEAR_10000_MS)) return date.toISOString();
  const days = Math.floor(time / DAY_MS);
  let rest = time - days * DAY_MS;
  const hours = Math.floor(rest / 3_600_000);
  rest -= hours * 3_600_000;
  const minutes = Math.floor(rest / 60_000);
  rest -= minutes * 60_000;
  const seconds = Math.floor(rest / 1000);
  const millis = rest - seconds * 1000;
  return `${civilDate(days)}T${pad2(hours)}:${pad2(minutes)}:${pad2(seconds)}.${pad3(millis)}Z`;
}

/**
 * graphql-scalars' DateTimeISO (same name, description and parsing, so the schema reads the
 * same), serialising a valid Date with isoString; anything else as graphql-scalars does.
 */
export const DateTimeISOScalar = new GraphQLScalarType({
  ...scalars,
  serialize(value) {
    if (value instanceof Date && !Number.isNaN(value.getTime())) return isoString(value);
    return GraphQLDateTimeISO.serialize(value);
  },
});
