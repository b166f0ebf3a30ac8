import { nextSteps } from './appointment-actions';

const labels = (...args: Parameters<typeof nextSteps>) => nextSteps(...args).map((s) => s.label);

describe('the desk offers the changes each status allows', () => {
  it('confirms or marks arrived a booking made online, and no-show only after its start', () => {
    expect(labels('PENDING', false)).toEqual(['Confirm', 'Arrived']);
    expect(labels('PENDING', true)).toEqual(['Confirm', 'Arrived', 'No-show']);
    expect(labels('CONFIRMED', false)).toEqual(['Arrived']);
    expect(labels('CONFIRMED', true)).toEqual(['Arrived', 'No-show']);
  });

  it('completes an arrival and offers nothing after the end of the road', () => {
    expect(labels('ARRIVED', true)).toEqual(['Completed']);
    for (const status of ['COMPLETED', 'NO_SHOW', 'CANCELLED'] as const) {
      expect(labels(status, true)).toEqual([]);
    }
  });
});
