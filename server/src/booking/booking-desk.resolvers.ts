import { AppointmentDeskResolver } from './appointment-desk.resolver';
import { LeaveDeskResolver } from './leave-desk.resolver';
import { QueueDeskResolver } from './queue-desk.resolver';

/** The booking domain's staff half, for the staff schema (/staff/graphql) only. */
export const bookingDeskResolvers = [
  AppointmentDeskResolver,
  QueueDeskResolver,
  LeaveDeskResolver,
] as const;
