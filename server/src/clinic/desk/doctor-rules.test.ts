import { DomainError } from '../../common/errors';
import { checkDoctor, checkSchedule } from './doctor-rules';
import { fitsPlan } from './stranded-bookings';

// The doctors desk's rules without a database: what a doctor and a weekly plan may be, and which
// bookings a plan no longer holds.

const doctor = {
  name: ' Dr. Asha Rao ',
  specialization: 'Proctology',
  qualification: 'MBBS',
  registrationNumber: '  ',
  experienceYears: 5,
  consultationFee: 0,
  bio: 'Bio',
  expertise: ['Piles', ' piles ', '', 'Piles'],
  languages: null,
  conditions: ['piles'],
  consultationModes: ['IN_CLINIC' as never],
  hindi: { name: '  ', bio: 'परिचय', expertise: [' बवासीर '] },
};

const fields = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return Object.keys((error as DomainError).fields ?? {});
  }
  return [];
};

describe('doctor rules', () => {
  it('stores a doctor trimmed, blanks as null, lists without blanks or repeats', () => {
    expect(checkDoctor(doctor)).toMatchObject({
      name: 'Dr. Asha Rao',
      registrationNumber: null,
      consultationFee: 0,
      expertise: ['Piles', 'piles'],
      languages: [],
      hindi: { bio: 'परिचय', expertise: ['बवासीर'] },
    });
    expect(checkDoctor(doctor).hindi).not.toHaveProperty('name');
  });

  it('names every field at fault', () => {
    expect(
      fields(() =>
        checkDoctor({
          ...doctor,
          name: ' ',
          registrationNumber: 'MP 12;',
          experienceYears: 1.5,
          consultationFee: -1,
          conditions: ['cancer'],
          consultationModes: [],
        }),
      ),
    ).toEqual([
      'name',
      'registrationNumber',
      'experienceYears',
      'consultationFee',
      'conditions',
      'consultationModes',
    ]);
  });

  const day = (start: string, end: string, breaks: { start: string; end: string }[] = []) => ({
    weekday: 1,
    start,
    end,
    breaks,
  });

  it('takes a plan in weekday order with breaks by start, keeping held past days off', () => {
    expect(
      checkSchedule(
        {
          slotMinutes: 30,
          workingPlan: [
            { ...day('14:00', '18:00'), weekday: 3 },
            day('09:00', '13:00', [
              { start: '12:00', end: '12:30' },
              { start: '10:00', end: '10:15' },
            ]),
          ],
          daysOff: ['2030-01-02', '2020-01-01', '2030-01-02'],
        },
        '2026-11-27',
        ['2020-01-01'],
      ),
    ).toEqual({
      slotMinutes: 30,
      workingPlan: [
        day('09:00', '13:00', [
          { start: '10:00', end: '10:15' },
          { start: '12:00', end: '12:30' },
        ]),
        { ...day('14:00', '18:00'), weekday: 3 },
      ],
      daysOff: ['2020-01-01', '2030-01-02'],
    });
  });

  it.each([
    ['slotMinutes', { slotMinutes: 9, workingPlan: [] }],
    ['workingPlan.0.end', { slotMinutes: 60, workingPlan: [day('10:00', '10:30')] }],
    ['workingPlan.0.start', { slotMinutes: 30, workingPlan: [day('7:00', '10:30')] }],
    [
      'workingPlan.0.breaks.0',
      { slotMinutes: 30, workingPlan: [day('10:00', '12:00', [{ start: '11:00', end: '12:30' }])] },
    ],
    ['daysOff', { slotMinutes: 30, workingPlan: [], daysOff: ['2026-11-26'] }],
  ])('refuses %s', (field, request) => {
    expect(fields(() => checkSchedule(request, '2026-11-27'))).toEqual([field]);
  });

  it('finds what a plan no longer holds: other weekdays, hours, breaks, days off and leave', () => {
    // 2030-01-07 is a Monday.
    const plan = {
      workingPlan: [day('10:00', '13:00', [{ start: '11:00', end: '11:30' }])],
      daysOff: ['2030-01-14'],
    };
    const at = (date: string, hhmm: string, minutes = 30) => {
      const start = new Date(`${date}T${hhmm}:00+05:30`);
      return [start, new Date(start.getTime() + minutes * 60_000)] as const;
    };
    expect(fitsPlan(plan, ...at('2030-01-07', '10:00'), [])).toBe(true);
    expect(fitsPlan(plan, ...at('2030-01-07', '12:30'), [])).toBe(true);
    expect(fitsPlan(plan, ...at('2030-01-08', '10:00'), [])).toBe(false);
    expect(fitsPlan(plan, ...at('2030-01-07', '12:45'), [])).toBe(false);
    expect(fitsPlan(plan, ...at('2030-01-07', '10:45'), [])).toBe(false);
    expect(fitsPlan(plan, ...at('2030-01-14', '10:00'), [])).toBe(false);
    const [startsAt, endsAt] = at('2030-01-07', '10:00', 60);
    expect(fitsPlan(plan, ...at('2030-01-07', '10:30'), [{ startsAt, endsAt }])).toBe(false);
  });
});
