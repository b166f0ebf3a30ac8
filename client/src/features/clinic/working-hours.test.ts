import { workingHoursRows } from './working-hours';

const day = (weekday: number, start = '09:00', end = '17:00') => ({
  __typename: 'WorkingDay' as const,
  weekday,
  start,
  end,
  breaks: [{ __typename: 'TimeRange' as const, start: '12:00', end: '14:00' }],
});

describe('working hours', () => {
  it('folds consecutive days with the same hours and names the breaks', () => {
    expect(workingHoursRows([day(3), day(1), day(2), day(5, '10:00', '13:00')])).toEqual([
      { days: 'Mon – Wed', hours: '9:00 am – 5:00 pm', breaks: ['break 12:00 pm – 2:00 pm'] },
      { days: 'Fri', hours: '10:00 am – 1:00 pm', breaks: ['break 12:00 pm – 2:00 pm'] },
    ]);
  });
});
