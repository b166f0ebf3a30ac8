import { clinicWords } from './clinic-time';
import { slotsForDate, type SlotPlan } from './slots';

// Run under TZ=UTC and TZ=America/New_York too: nothing here may depend on the process zone.
// Every instant below is written with an explicit offset.

const weekdays = (start: string, end: string, breaks = [{ start: '12:00', end: '14:00' }]) =>
  [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start, end, breaks }));

const hourly: SlotPlan = {
  slotMinutes: 60,
  workingPlan: weekdays('09:00', '17:00'),
  daysOff: ['2026-11-26'],
};

// Monday 23 Nov 2026, 08:00 in the clinic (02:30 UTC; still Sunday evening in New York).
const mondayMorning = new Date('2026-11-23T08:00:00+05:30');

const times = (day: ReturnType<typeof slotsForDate>) => day.slots.map((s) => s.displayTime);
const free = (day: ReturnType<typeof slotsForDate>) =>
  day.slots.filter((s) => s.available).map((s) => s.displayTime);

describe('slotsForDate', () => {
  it('cuts the working day into slots around the lunch break', () => {
    const day = slotsForDate(hourly, '2026-11-24', [], mondayMorning);
    expect(times(day)).toEqual(['09:00', '10:00', '11:00', '14:00', '15:00', '16:00']);
    expect(day.slots.every((s) => s.available)).toBe(true);
  });

  it('writes times in clinic time with the +05:30 offset, whatever the process zone', () => {
    const [first] = slotsForDate(hourly, '2026-11-24', [], mondayMorning).slots;
    expect(first.time).toBe('2026-11-24T09:00:00+05:30');
    expect(first.startsAt.toISOString()).toBe('2026-11-24T03:30:00.000Z');
    expect(first.endsAt.toISOString()).toBe('2026-11-24T04:30:00.000Z');
    expect(clinicWords(first.startsAt)).toBe('Tue, 24 Nov 2026, 9:00 am');
  });

  it('resumes after a break that does not fall on a slot boundary', () => {
    const plan: SlotPlan = {
      slotMinutes: 30,
      workingPlan: weekdays('09:00', '12:30', [{ start: '10:15', end: '10:45' }]),
      daysOff: [],
    };
    expect(times(slotsForDate(plan, '2026-11-24', [], mondayMorning))).toEqual([
      '09:00',
      '09:30',
      '10:45',
      '11:15',
      '11:45',
    ]);
  });

  it('drops a last slot that would run past the end of the day', () => {
    const plan: SlotPlan = {
      slotMinutes: 45,
      workingPlan: weekdays('09:00', '11:00', []),
      daysOff: [],
    };
    expect(times(slotsForDate(plan, '2026-11-24', [], mondayMorning))).toEqual(['09:00', '09:45']);
  });

  it('has no slots on a day off or a weekday the doctor does not work', () => {
    expect(slotsForDate(hourly, '2026-11-26', [], mondayMorning)).toEqual({
      date: '2026-11-26',
      slots: [],
      closed: 'DAY_OFF',
    });
    // 29 Nov 2026 is a Sunday.
    expect(slotsForDate(hourly, '2026-11-29', [], mondayMorning).closed).toBe('NOT_WORKING');
  });

  it('marks slots inside the minimum notice unavailable but still lists them', () => {
    // 09:30 clinic time: 09:00 and 10:00 are too soon (60 min notice), 11:00 is fine.
    const now = new Date('2026-11-23T09:30:00+05:30');
    const day = slotsForDate(hourly, '2026-11-23', [], now);
    expect(times(day)).toHaveLength(6);
    expect(free(day)).toEqual(['11:00', '14:00', '15:00', '16:00']);
    expect(day.slots[0].unavailableBecause).toBe('TOO_SOON');
  });

  it('uses the clinic date for "today", not the server date', () => {
    // 20:00 UTC on Monday is already Tuesday 01:30 in the clinic: Monday is in the past.
    const lateMonday = new Date('2026-11-23T20:00:00Z');
    expect(slotsForDate(hourly, '2026-11-23', [], lateMonday).closed).toBe('PAST');
    expect(free(slotsForDate(hourly, '2026-11-24', [], lateMonday))).toHaveLength(6);
  });

  it('opens dates up to the horizon and no further', () => {
    const rules = { minimumNoticeMinutes: 60, horizonDays: 7 };
    expect(slotsForDate(hourly, '2026-11-30', [], mondayMorning, rules).slots).toHaveLength(6);
    expect(slotsForDate(hourly, '2026-12-01', [], mondayMorning, rules)).toMatchObject({
      slots: [],
      closed: 'BEYOND_HORIZON',
    });
  });

  it('marks slots held by an active appointment as booked', () => {
    const booked = [
      {
        startsAt: new Date('2026-11-24T10:00:00+05:30'),
        endsAt: new Date('2026-11-24T11:00:00+05:30'),
      },
      // A 30-minute appointment from an older plan still blocks the hour it overlaps.
      {
        startsAt: new Date('2026-11-24T15:30:00+05:30'),
        endsAt: new Date('2026-11-24T16:00:00+05:30'),
      },
    ];
    const day = slotsForDate(hourly, '2026-11-24', booked, mondayMorning);
    expect(free(day)).toEqual(['09:00', '11:00', '14:00', '16:00']);
    expect(day.slots.find((s) => s.displayTime === '10:00')?.unavailableBecause).toBe('BOOKED');
  });

  it('is not moved by a daylight-saving change elsewhere', () => {
    // New York leaves DST on 1 Nov 2026; the clinic's day is untouched.
    const now = new Date('2026-10-31T08:00:00+05:30');
    const day = slotsForDate(hourly, '2026-11-02', [], now);
    expect(day.slots.map((s) => s.time)).toEqual([
      '2026-11-02T09:00:00+05:30',
      '2026-11-02T10:00:00+05:30',
      '2026-11-02T11:00:00+05:30',
      '2026-11-02T14:00:00+05:30',
      '2026-11-02T15:00:00+05:30',
      '2026-11-02T16:00:00+05:30',
    ]);
  });
});
