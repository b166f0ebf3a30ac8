import { inQuietHours, outsideQuietHours } from './quiet-hours';

const NIGHT = { startMinute: 21 * 60, endMinute: 8 * 60 };
const ist = (text: string) => new Date(`${text}+05:30`);

describe('quiet hours (21:00-08:00 IST)', () => {
  it('leaves a daytime moment as it is', () => {
    const at = ist('2026-11-26T14:10:00');
    expect(outsideQuietHours(at, NIGHT)).toEqual(at);
    expect(inQuietHours(at, NIGHT)).toBe(false);
  });

  it('moves a late evening to 08:00 the next morning', () => {
    expect(outsideQuietHours(ist('2026-11-26T21:00:00'), NIGHT)).toEqual(
      ist('2026-11-27T08:00:00'),
    );
    expect(outsideQuietHours(ist('2026-11-30T23:59:00'), NIGHT)).toEqual(
      ist('2026-12-01T08:00:00'),
    );
  });

  it('moves the small hours to 08:00 the same morning', () => {
    expect(outsideQuietHours(ist('2026-11-27T02:30:00'), NIGHT)).toEqual(
      ist('2026-11-27T08:00:00'),
    );
    expect(inQuietHours(ist('2026-11-27T07:59:00'), NIGHT)).toBe(true);
    expect(inQuietHours(ist('2026-11-27T08:00:00'), NIGHT)).toBe(false);
  });

  it('works for quiet hours within one day, and none when start equals end', () => {
    const afternoon = { startMinute: 13 * 60, endMinute: 15 * 60 };
    expect(outsideQuietHours(ist('2026-11-26T14:00:00'), afternoon)).toEqual(
      ist('2026-11-26T15:00:00'),
    );
    expect(inQuietHours(ist('2026-11-26T22:00:00'), { startMinute: 0, endMinute: 0 })).toBe(false);
  });
});
