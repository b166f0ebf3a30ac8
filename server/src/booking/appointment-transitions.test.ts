import { AppointmentStatus as S } from './appointment-status';
import { NEXT_STATUSES, transitionProblem } from './appointment-transitions';
import { DESK_MESSAGES as M } from './desk-messages';

const startsAt = new Date('2026-11-24T10:00:00+05:30');
const sameDay = new Date('2026-11-24T09:00:00+05:30');
const after = new Date('2026-11-24T10:05:00+05:30');
const ALL = Object.values(S);

describe('the appointment state machine', () => {
  it.each([
    [S.PENDING, S.CONFIRMED],
    [S.PENDING, S.ARRIVED],
    [S.CONFIRMED, S.ARRIVED],
    [S.ARRIVED, S.COMPLETED],
  ])('allows %s -> %s on the day', (from, to) => {
    expect(transitionProblem({ from, to, startsAt, now: sameDay, by: 'clinic' })).toBeNull();
  });

  it('refuses every change not in the machine, each with a message', () => {
    for (const from of ALL) {
      for (const to of ALL.filter((status) => !NEXT_STATUSES[from].includes(status))) {
        expect(
          transitionProblem({ from, to, startsAt, now: after, by: 'clinic', reason: 'x' }),
        ).toEqual(expect.any(String));
      }
    }
    expect(
      transitionProblem({ from: S.PENDING, to: S.COMPLETED, startsAt, now: after, by: 'clinic' }),
    ).toBe(M.completeNeedsArrival);
    expect(
      transitionProblem({ from: S.CANCELLED, to: S.CONFIRMED, startsAt, now: after, by: 'clinic' }),
    ).toBe(M.finalStatus(S.CANCELLED));
  });

  it('marks a no-show only from the start time', () => {
    const early = new Date(startsAt.getTime() - 60_000);
    expect(
      transitionProblem({ from: S.CONFIRMED, to: S.NO_SHOW, startsAt, now: early, by: 'clinic' }),
    ).toMatch(/only after the appointment's start/);
    expect(
      transitionProblem({
        from: S.CONFIRMED,
        to: S.NO_SHOW,
        startsAt,
        now: startsAt,
        by: 'clinic',
      }),
    ).toBeNull();
  });

  it('marks arrival only on the day and needs the clinic’s reason to cancel', () => {
    const dayBefore = new Date('2026-11-23T18:00:00+05:30');
    expect(
      transitionProblem({ from: S.PENDING, to: S.ARRIVED, startsAt, now: dayBefore, by: 'clinic' }),
    ).toMatch(/only on the day/);
    expect(
      transitionProblem({ from: S.ARRIVED, to: S.CANCELLED, startsAt, now: after, by: 'clinic' }),
    ).toBe(M.reasonRequired);
    expect(
      transitionProblem({ from: S.PENDING, to: S.CANCELLED, startsAt, now: after, by: 'patient' }),
    ).toBeNull();
    expect(
      transitionProblem({
        from: S.PENDING,
        to: S.CANCELLED,
        startsAt,
        now: after,
        by: 'clinic',
        reason: 'x'.repeat(301),
      }),
    ).toBe(M.reasonLength);
  });
});
