import { AppointmentStatus } from './appointment-status';
import { clinicDateOf } from './slots';
import { clinicWords } from './clinic-time';
import { DESK_MESSAGES as M } from './desk-messages';

const S = AppointmentStatus;

/**
 * The one state machine of an appointment:
 *   PENDING -> CONFIRMED -> ARRIVED -> COMPLETED
 *   PENDING -> ARRIVED (a walk-in arrival without a call first)
 *   PENDING | CONFIRMED -> NO_SHOW (only after the start time)
 *   PENDING | CONFIRMED | ARRIVED -> CANCELLED (by the clinic with a reason, or the patient)
 * COMPLETED, NO_SHOW and CANCELLED are final.
 */
export const NEXT_STATUSES: Readonly<Record<AppointmentStatus, readonly AppointmentStatus[]>> = {
  [S.PENDING]: [S.CONFIRMED, S.ARRIVED, S.NO_SHOW, S.CANCELLED],
  [S.CONFIRMED]: [S.ARRIVED, S.NO_SHOW, S.CANCELLED],
  [S.ARRIVED]: [S.COMPLETED, S.CANCELLED],
  [S.COMPLETED]: [],
  [S.NO_SHOW]: [],
  [S.CANCELLED]: [],
};

export const FINAL_STATUSES = [S.COMPLETED, S.NO_SHOW, S.CANCELLED] as const;

export interface TransitionFacts {
  from: AppointmentStatus;
  to: AppointmentStatus;
  startsAt: Date;
  now: Date;
  /** Who asks: the clinic must give a reason to cancel; a patient cancelling online need not. */
  by: 'clinic' | 'patient';
  reason?: string | null;
}

export const REASON_MAX = 300;

/** Why the change may not happen, in words for the desk; null when it may. */
export function transitionProblem(facts: TransitionFacts): string | null {
  const { from, to, startsAt, now } = facts;
  if (from === to) return M.sameStatus(from);
  if ((FINAL_STATUSES as readonly AppointmentStatus[]).includes(from)) return M.finalStatus(from);
  if (!NEXT_STATUSES[from].includes(to)) {
    if (to === S.PENDING) return M.pendingByHand;
    if (to === S.COMPLETED) return M.completeNeedsArrival;
    if (from === S.ARRIVED && to === S.CONFIRMED) return M.backToConfirmed;
    return M.notAllowed(from, to);
  }
  if (to === S.NO_SHOW && now.getTime() < startsAt.getTime()) {
    return M.noShowTooEarly(clinicWords(startsAt));
  }
  if (to === S.ARRIVED && clinicDateOf(now) !== clinicDateOf(startsAt)) {
    return M.arrivalNotToday(clinicWords(startsAt));
  }
  const reason = facts.reason?.trim() ?? '';
  if (to === S.CANCELLED && facts.by === 'clinic' && !reason) return M.reasonRequired;
  if ([...reason].length > REASON_MAX) return M.reasonLength;
  return null;
}
