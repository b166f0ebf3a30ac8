import { clinicWeekday, formatClockTime } from './clinic-clock';
import { clinicDateKey, clinicTimeOfDay, formatDate, formatDateTime } from './dates';

describe('dates in clinic time', () => {
  it('formats dates as "Tue, 24 Nov 2026" in IST', () => {
    expect(formatDate(new Date('2026-11-24T05:00:00Z'))).toBe('Tue, 24 Nov 2026');
    // 20:00 UTC on the 23rd is already the 24th in India.
    expect(formatDate(new Date('2026-11-23T20:00:00Z'))).toBe('Tue, 24 Nov 2026');
  });

  it('gives the ISO weekday in IST', () => {
    expect(clinicWeekday(new Date('2026-11-23T20:00:00Z'))).toBe(2);
    expect(clinicWeekday(new Date('2026-11-29T10:00:00Z'))).toBe(7);
  });

  it('gives the clinic calendar day, which starts at 18:30 UTC', () => {
    expect(clinicDateKey(new Date('2026-11-23T18:29:59Z'))).toBe('2026-11-23');
    expect(clinicDateKey(new Date('2026-11-23T18:30:00Z'))).toBe('2026-11-24');
    expect(formatDate(new Date('2026-09-01T00:00:00Z'))).toBe('Tue, 1 Sep 2026');
  });

  it('formats clock times as "10:30 am"', () => {
    expect(formatClockTime('10:30')).toBe('10:30 am');
    expect(formatClockTime('00:05')).toBe('12:05 am');
    expect(formatClockTime('12:00')).toBe('12:00 pm');
    expect(formatClockTime('20:00')).toBe('8:00 pm');
  });

  it('gives date and time together in clinic time, across the clinic midnight', () => {
    expect(clinicTimeOfDay(new Date('2026-11-23T18:35:00Z'))).toBe('00:05');
    expect(formatDateTime(new Date('2026-11-23T18:35:00Z'))).toBe('Tue, 24 Nov 2026, 12:05 am');
    expect(formatDateTime(new Date('2026-11-24T07:30:00Z'))).toBe('Tue, 24 Nov 2026, 1:00 pm');
  });
});
