import { dateStrings } from './date-column';

describe('dateStrings column transformer', () => {
  it('gives the calendar date the driver meant, as YYYY-MM-DD', () => {
    // pg builds a Date at local midnight for a `date` value; the day must not shift by zone.
    const fromDriver = [new Date(2026, 11, 25), '2027-01-26'];
    expect(dateStrings.from(fromDriver)).toEqual(['2026-12-25', '2027-01-26']);
  });

  it('passes null through', () => {
    expect(dateStrings.from(null)).toBeNull();
  });
});
