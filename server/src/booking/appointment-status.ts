import { registerEnumType } from 'type-graphql';

export enum AppointmentStatus {
  /** Booked online; the clinic will call to confirm. */
  PENDING = 'PENDING',
  CONFIRMED = 'CONFIRMED',
  COMPLETED = 'COMPLETED',
  CANCELLED = 'CANCELLED',
}

registerEnumType(AppointmentStatus, { name: 'AppointmentStatus' });
