import { groupHours, hoursText, todaysHours, type OpeningHours } from './opening-hours';

const day = (
  weekday: number,
  opens: string | null,
  closes: string | null,
  note: string | null = null,
): OpeningHours => ({
  __typename: 'OpeningHours',
  weekday,
  opens,
  closes,
  note,
});

describe('opening hours', () => {
  const week = [
    ...[1, 2, 3, 4, 5].map((d) => day(d, '08:00', '20:00')),
    day(6, '09:00', '17:00'),
    day(7, null, null, 'Emergencies only'),
  ];

  it('folds consecutive days with the same hours', () => {
    expect(groupHours(week)).toEqual([
      { days: 'Mon – Fri', text: '8:00 am – 8:00 pm' },
      { days: 'Sat', text: '9:00 am – 5:00 pm' },
      { days: 'Sun', text: 'Emergencies only' },
    ]);
  });

  it("finds today's hours in clinic time", () => {
    // Saturday 23:00 UTC is Sunday 04:30 in India.
    expect(hoursText(todaysHours(week, new Date('2026-11-28T23:00:00Z')))).toBe('Emergencies only');
    expect(hoursText(undefined)).toBe('Closed');
  });
});
