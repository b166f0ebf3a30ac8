import { i18nFor } from './catalogue';
import { setHindiDigits } from './digits';
import { formatClockTimeIn, formatDateIn, formatMoneyIn } from './formats';

describe('formats by language', () => {
  it('writes money with Indian grouping and Latin digits in both languages', () => {
    expect(formatMoneyIn('hi', 1250)).toBe('₹1,250.00');
    expect(formatMoneyIn('en', 125000)).toBe('₹1,25,000.00');
  });

  it('writes a date in Hindi with the month’s Hindi name, in clinic time', () => {
    // 20:00 UTC on the 23rd is already the 24th in the clinic.
    expect(formatDateIn('hi', new Date('2026-11-23T20:00:00Z'))).toBe('24 नवंबर 2026');
    expect(formatDateIn('en', new Date('2026-11-23T20:00:00Z'))).toBe('Tue, 24 Nov 2026');
  });

  it('reads a clinic time with its part of the day in Hindi', () => {
    expect(formatClockTimeIn('hi', '10:30')).toBe('सुबह 10:30');
    expect(formatClockTimeIn('hi', '19:00')).toBe('शाम 7:00');
    expect(formatClockTimeIn('en', '19:00')).toBe('7:00 pm');
  });

  describe('when the clinic writes Hindi numbers in Devanagari (HINDI_DIGITS=devanagari)', () => {
    beforeEach(() => setHindiDigits('devanagari'));
    afterEach(() => setHindiDigits('latin'));

    it('writes Hindi money, dates, times and counts in Devanagari digits, English as before', () => {
      expect(formatMoneyIn('hi', 1250)).toBe('₹१,२५०.००');
      expect(formatDateIn('hi', new Date('2026-11-23T20:00:00Z'))).toBe('२४ नवंबर २०२६');
      expect(formatClockTimeIn('hi', '10:30')).toBe('सुबह १०:३०');
      expect(i18nFor('hi').number(1250)).toBe('१,२५०');
      expect(formatMoneyIn('en', 1250)).toBe('₹1,250.00');
      expect(i18nFor('en').number(1250)).toBe('1,250');
    });
  });
});
