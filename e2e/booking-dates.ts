// Clinic dates for booking journeys, computed from the seed doctors' weekly plans.

const DAY_MS = 86_400_000;
const IST_MS = 330 * 60_000;

/** Today + `days` as a clinic (IST) date, YYYY-MM-DD. */
export function clinicDate(days: number): string {
  return new Date(Date.now() + IST_MS + days * DAY_MS).toISOString().slice(0, 10);
}

/** ISO weekday of a date: 1 = Monday ... 7 = Sunday. */
export function isoWeekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
}

/** The first date from `from` days ahead on one of `weekdays` and not in `daysOff`. */
export function dateOn(weekdays: number[], daysOff: string[] = [], from = 2): string {
  for (let days = from; ; days += 1) {
    const date = clinicDate(days);
    if (weekdays.includes(isoWeekday(date)) && !daysOff.includes(date)) return date;
  }
}

/** A clinic date `days` later. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
