import { hasVisibleText } from '../common/validators';
import { ORDER_DESK_MESSAGES as M } from './desk/order-desk-messages';
import { OrderStatus, PrescriptionStatus } from './order-status';

const S = OrderStatus;

/**
 * The one state machine of an order:
 *   PENDING -> PROCESSING -> SHIPPED -> DELIVERED
 *   PENDING | PROCESSING -> CANCELLED (with a reason the patient reads)
 * PENDING -> PROCESSING waits for a pharmacist while the prescription is to check, and never
 * follows a rejected one. DELIVERED and CANCELLED are final.
 */
export const NEXT_ORDER_STATUSES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  [S.PENDING]: [S.PROCESSING, S.CANCELLED],
  [S.PROCESSING]: [S.SHIPPED, S.CANCELLED],
  [S.SHIPPED]: [S.DELIVERED],
  [S.DELIVERED]: [],
  [S.CANCELLED]: [],
};

export const FINAL_ORDER_STATUSES = [S.DELIVERED, S.CANCELLED] as const;

export const ORDER_REASON_MAX = 300;

export interface OrderTransitionFacts {
  from: OrderStatus;
  to: OrderStatus;
  prescriptionStatus: PrescriptionStatus | null;
  reason?: string | null;
}

/** Why a change was refused, and the field at fault. */
export interface OrderTransitionProblem {
  field: 'status' | 'reason';
  message: string;
  /** The order has already moved on (someone else changed it): a conflict, not bad input. */
  conflict: boolean;
}

const problem = (message: string, field: 'status' | 'reason' = 'status', conflict = false) => ({
  field,
  message,
  conflict,
});

/** Why the change may not happen, in words for the desk; null when it may. */
export function orderTransitionProblem(facts: OrderTransitionFacts): OrderTransitionProblem | null {
  const { from, to, prescriptionStatus } = facts;
  if (from === to) return problem(M.sameStatus(from), 'status', true);
  if ((FINAL_ORDER_STATUSES as readonly OrderStatus[]).includes(from)) {
    return problem(M.finalStatus(from), 'status', true);
  }
  if (!NEXT_ORDER_STATUSES[from].includes(to)) {
    if (to === S.PENDING) return problem(M.backToPending);
    if (to === S.CANCELLED) return problem(M.cancelAfterShipping);
    return problem(M.notAllowed(from, to));
  }
  if (from === S.PENDING && to === S.PROCESSING) {
    if (prescriptionStatus === PrescriptionStatus.TO_CHECK) return problem(M.prescriptionToCheck);
    if (prescriptionStatus === PrescriptionStatus.REJECTED) return problem(M.prescriptionRejected);
  }
  const reason = facts.reason?.trim() ?? '';
  // Spaces or zero-width characters alone are no reason a patient could read.
  if (to === S.CANCELLED && !hasVisibleText(reason)) return problem(M.reasonRequired, 'reason');
  if ([...reason].length > ORDER_REASON_MAX) return problem(M.reasonLength, 'reason');
  return null;
}

/** The statuses the desk may offer next for an order (the buttons of its page). */
export function allowedNextStatuses(
  from: OrderStatus,
  prescriptionStatus: PrescriptionStatus | null,
): OrderStatus[] {
  return NEXT_ORDER_STATUSES[from].filter(
    (to) => orderTransitionProblem({ from, to, prescriptionStatus, reason: 'x' }) === null,
  );
}
