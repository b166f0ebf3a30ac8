import { demoDaysOff, leaveDay, nextHolidays } from './demo-days-off';

describe('demo days off stay ahead of the calendar', () => {
  it('takes each holiday this year when it is still to come, else next year', () => {
    expect(nextHolidays(['12-25', '01-26'], '2026-11-26')).toEqual(['2026-12-25', '2027-01-26']);
    expect(nextHolidays(['12-25'], '2026-12-25')).toEqual(['2026-12-25']);
    expect(nextHolidays(['12-25'], '2026-12-26')).toEqual(['2027-12-25']);
  });

  it('puts the leave day on a weekday the doctor works', () => {
    // 2026-11-26 is a Thursday; 17 days on is Sunday 13 Dec, so Monday the 14th.
    expect(leaveDay(17, [1, 2, 3, 4, 5, 6], '2026-11-26')).toBe('2026-12-14');
  });

  it('answers the days in order, each once, with a leave day inside the booking window', () => {
    const days = demoDaysOff(
      ['03-22', '12-25'],
      { afterDays: 17, weekdays: [1] },
      new Date('2026-11-26T12:00:00+05:30'),
    );
    expect(days).toEqual(['2026-12-14', '2026-12-25', '2027-03-22']);
  });
});
