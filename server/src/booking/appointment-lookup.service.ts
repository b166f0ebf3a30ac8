import type { DataSource } from 'typeorm';
import type { PhoneOnlyGate } from '../common/phone-only-gate';
import type { RequestContext } from '../common/request-context';
import type { AppointmentListing } from './appointment-listing';
import type { AppointmentStatus } from './appointment-status';
import { clinicIso } from './clinic-time';

/** More than a phone may hold (BOOKING_MAX_ACTIVE_PER_PHONE) with cancelled ones beside them. */
const MAX_LISTED = 20;

interface ListingRow {
  starts_at: Date;
  ends_at: Date;
  status: AppointmentStatus;
  doctor_name: string;
}

/**
 * A phone's upcoming appointments, for "My Orders & Appointments". A phone number alone proves
 * nothing, so it shows only date, time, doctor and status, under the same limits as a phone's
 * orders (one gate counts both); the booking reference unlocks a booking through
 * BookingService.find and its guard against guessing.
 */
export class AppointmentLookupService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly gate: PhoneOnlyGate,
  ) {}

  /**
   * Appointments of the phone that have not ended yet, soonest first. The same statement runs and
   * the same shape comes back whether or not the phone has any.
   */
  async upcomingByPhone(ctx: RequestContext, phone: string): Promise<AppointmentListing[]> {
    await this.gate.admitPhoneOnly(ctx, phone);
    // Only the columns the listing shows: nothing else of the booking is read.
    const rows: ListingRow[] = await this.dataSource.query(
      `SELECT a.starts_at, a.ends_at, a.status, d.name AS doctor_name
         FROM appointment a JOIN doctor d ON d.id = a.doctor_id
        WHERE a.patient_phone = $1 AND a.ends_at > $2
        ORDER BY a.starts_at, a.id
        LIMIT ${MAX_LISTED}`,
      [phone, ctx.now()],
    );
    return rows.map((row) => ({
      startsAt: new Date(row.starts_at),
      scheduledAt: clinicIso(new Date(row.starts_at)),
      endsAt: new Date(row.ends_at),
      doctorName: row.doctor_name,
      status: row.status,
    }));
  }
}
