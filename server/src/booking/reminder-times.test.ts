import { reminderTimes } from './reminder-times';

const NIGHT = { startMinute: 21 * 60, endMinute: 8 * 60 };
const ist = (text: string) => new Date(`${text}:00+05:30`);
const times = (starts: string, now: string, quiet = NIGHT) =>
  reminderTimes(ist(starts), ist(now), quiet).map(({ template, sendAt }) => [template, sendAt]);

describe('reminder times (clinic time, quiet hours 21:00-08:00)', () => {
  it('reminds at 18:00 the evening before and two hours before', () => {
    expect(times('2026-11-28T10:30', '2026-11-26T11:00')).toEqual([
      ['reminder_day_before', ist('2026-11-27T18:00')],
      ['reminder_two_hours', ist('2026-11-28T08:30')],
    ]);
  });

  it('moves a two-hour reminder out of the night to 08:00 when that is still well before', () => {
    // Booked at 20:00 for 09:00 tomorrow: the evening before has passed, 07:00 is quiet.
    expect(times('2026-11-27T09:00', '2026-11-26T20:00')).toEqual([
      ['reminder_two_hours', ist('2026-11-27T08:00')],
    ]);
  });

  it('writes no reminder the night would push to the start', () => {
    // 08:15: the two-hour reminder (06:15) could only go at 08:00, a quarter of an hour before.
    expect(times('2026-11-27T08:15', '2026-11-26T20:00')).toEqual([]);
  });

  it('writes none whose time has passed', () => {
    expect(times('2026-11-26T15:00', '2026-11-26T13:30')).toEqual([]);
    expect(times('2026-11-26T15:00', '2026-11-26T12:00')).toEqual([
      ['reminder_two_hours', ist('2026-11-26T13:00')],
    ]);
  });

  it('keeps the day-before reminder on the day before when quiet hours start early', () => {
    // Quiet from 17:00: 18:00 would move to 08:00 on the day itself; the two-hour one says it.
    const early = { startMinute: 17 * 60, endMinute: 8 * 60 };
    expect(times('2026-11-28T11:00', '2026-11-26T11:00', early)).toEqual([
      ['reminder_two_hours', ist('2026-11-28T09:00')],
    ]);
  });

  it('reminds the evening before a late-night booking too', () => {
    expect(times('2026-11-28T22:00', '2026-11-26T11:00')).toEqual([
      ['reminder_day_before', ist('2026-11-27T18:00')],
      ['reminder_two_hours', ist('2026-11-28T20:00')],
    ]);
  });
});
