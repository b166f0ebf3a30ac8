import { openingWeek } from '../test/fixtures';
import { hoursText, todaysHours } from './opening-hours';

describe('opening hours', () => {
  const week = openingWeek;

  it("finds today's hours in clinic time", () => {
    // Saturday 23:00 UTC is Sunday 04:30 in India.
    expect(hoursText(todaysHours(week, new Date('2026-11-28T23:00:00Z')))).toBe('Emergencies only');
    expect(hoursText(undefined)).toBe('Closed');
  });
});
