import { ORDER_DESK_MESSAGES as M } from './desk/order-desk-messages';
import { OrderStatus as S, PrescriptionStatus as P } from './order-status';
import {
  allowedNextStatuses,
  NEXT_ORDER_STATUSES,
  orderTransitionProblem,
} from './order-transitions';

const ALL = Object.values(S);
const check = (from: S, to: S, reason?: string | null, prescriptionStatus: P | null = null) =>
  orderTransitionProblem({ from, to, reason, prescriptionStatus });

describe('the order state machine', () => {
  it.each([
    [S.PENDING, S.PROCESSING],
    [S.PROCESSING, S.SHIPPED],
    [S.SHIPPED, S.DELIVERED],
  ])('allows %s -> %s', (from, to) => {
    expect(check(from, to)).toBeNull();
  });

  it.each([S.PENDING, S.PROCESSING])('cancels a %s order with a reason', (from) => {
    expect(check(from, S.CANCELLED, 'Out of stock at the supplier')).toBeNull();
    expect(check(from, S.CANCELLED)).toEqual({
      field: 'reason',
      message: M.reasonRequired,
      conflict: false,
    });
    expect(check(from, S.CANCELLED, '   ')).toMatchObject({ message: M.reasonRequired });
    expect(check(from, S.CANCELLED, '\u200B\u2060')).toMatchObject({ message: M.reasonRequired });
    expect(check(from, S.CANCELLED, 'x'.repeat(301))).toMatchObject({
      field: 'reason',
      message: M.reasonLength,
    });
    expect(check(from, S.CANCELLED, '🙏'.repeat(300))).toBeNull();
  });

  it('refuses every change not in the machine, each with a message', () => {
    let refused = 0;
    for (const from of ALL) {
      for (const to of ALL.filter((status) => !NEXT_ORDER_STATUSES[from].includes(status))) {
        expect(check(from, to, 'A reason')).toEqual({
          field: 'status',
          message: expect.any(String),
          conflict: expect.any(Boolean),
        });
        refused += 1;
      }
    }
    // 25 pairs, 5 of them allowed.
    expect(refused).toBe(20);
    expect(check(S.SHIPPED, S.CANCELLED, 'x')?.message).toBe(M.cancelAfterShipping);
    expect(check(S.PROCESSING, S.PENDING)?.message).toBe(M.backToPending);
    expect(check(S.PENDING, S.DELIVERED)?.message).toBe(
      'An order that is pending cannot be marked delivered.',
    );
  });

  it('calls a change to where the order already is, or from a final status, a conflict', () => {
    expect(check(S.CANCELLED, S.CANCELLED, 'x')).toEqual({
      field: 'status',
      message: 'This order is already cancelled.',
      conflict: true,
    });
    expect(check(S.DELIVERED, S.CANCELLED, 'x')).toMatchObject({
      message: M.finalStatus(S.DELIVERED),
      conflict: true,
    });
    expect(check(S.SHIPPED, S.PROCESSING)).toMatchObject({ conflict: false });
  });

  it('holds a prescription order pending until the prescription is approved', () => {
    expect(check(S.PENDING, S.PROCESSING, null, P.TO_CHECK)?.message).toBe(
      'The prescription has not been checked yet',
    );
    expect(check(S.PENDING, S.PROCESSING, null, P.REJECTED)?.message).toBe(M.prescriptionRejected);
    expect(check(S.PENDING, S.PROCESSING, null, P.APPROVED)).toBeNull();
    // Cancelling needs no approved prescription.
    expect(check(S.PENDING, S.CANCELLED, 'Prescription unreadable', P.TO_CHECK)).toBeNull();
    expect(check(S.PENDING, S.CANCELLED, 'Prescription rejected', P.REJECTED)).toBeNull();
  });

  it('offers the desk only the next statuses it may set', () => {
    expect(allowedNextStatuses(S.PENDING, null)).toEqual([S.PROCESSING, S.CANCELLED]);
    expect(allowedNextStatuses(S.PENDING, P.TO_CHECK)).toEqual([S.CANCELLED]);
    expect(allowedNextStatuses(S.PROCESSING, P.APPROVED)).toEqual([S.SHIPPED, S.CANCELLED]);
    expect(allowedNextStatuses(S.SHIPPED, null)).toEqual([S.DELIVERED]);
    expect(allowedNextStatuses(S.DELIVERED, null)).toEqual([]);
    expect(allowedNextStatuses(S.CANCELLED, null)).toEqual([]);
  });
});
