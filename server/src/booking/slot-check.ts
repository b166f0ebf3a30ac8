import type { DataSource, EntityManager } from 'typeorm';
import { Doctor } from '../clinic/doctor.entity';
import { DomainError, foundOr } from '../common/errors';
import { blocksOn } from './booked-times';
import { BOOKING_MESSAGES as M } from './booking-messages';
import { clinicToday, formatClock12 } from './clinic-time';
import { DESK_MESSAGES as D } from './desk-messages';
import { clinicDateOf, slotsForDate, type Slot, type SlotDay, type SlotRules } from './slots';

const NEXT_FREE_COUNT = 3;

/**
 * Who books decides how close to now a slot may be: a patient online at least the minimum
 * notice ahead; the desk, for a caller, any slot not yet started; for a walk-in, one of today's
 * slots not yet ended. Every other rule (the plan, the grid, the horizon, leave) is the same.
 */
export type Booker = 'patient' | 'caller' | 'walkIn';

/** The slot rules every way of booking shares: the doctor's plan, leave and what is taken. */
export class SlotCheck {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rules: SlotRules,
  ) {}

  private rulesFor(booker: Booker): SlotRules {
    return booker === 'patient' ? this.rules : { ...this.rules, minimumNoticeMinutes: 0 };
  }

  doctor(id: string | number, db: DataSource | EntityManager = this.dataSource): Promise<Doctor> {
    return foundOr(db.getRepository(Doctor).findOneBy({ id: Number(id) }), M.doctorNotFound, {
      doctorId: M.doctorNotFound,
    });
  }

  async day(
    doctor: Doctor,
    date: string,
    now: Date,
    booker: Booker = 'patient',
    // Inside a transaction, its manager: the embedded database's pool holds one connection, so
    // a read through the data source would wait for the transaction holding it, for ever.
    db: DataSource | EntityManager = this.dataSource,
  ): Promise<SlotDay> {
    const blocks = (await blocksOn(db, [{ doctorId: doctor.id, date }]))(doctor.id, date);
    return slotsForDate(doctor, date, blocks.booked, now, this.rulesFor(booker), blocks.leave);
  }

  /** The plan's slot that starts exactly at `startsAt`, or the rule it breaks (field `field`). */
  async requestedSlot(
    doctor: Doctor,
    startsAt: Date,
    now: Date,
    booker: Booker = 'patient',
    field = 'scheduledAt',
    db: DataSource | EntityManager = this.dataSource,
  ): Promise<Slot> {
    const fail = (message: string) => new DomainError('VALIDATION', message, { [field]: message });
    const date = clinicDateOf(startsAt);
    if (booker === 'walkIn' && date !== clinicToday(now)) throw fail(D.walkInNotToday);
    if (booker !== 'walkIn' && startsAt.getTime() <= now.getTime()) {
      throw fail(booker === 'caller' && date === clinicToday(now) ? D.slotStarted : M.past);
    }
    const day = await this.day(doctor, date, now, booker, db);
    switch (day.closed) {
      case 'PAST':
        throw fail(M.past);
      case 'BEYOND_HORIZON':
        throw fail(M.beyondHorizon);
      case 'DAY_OFF':
      case 'NOT_WORKING':
        throw fail(M.dayOff(doctor.name));
    }
    const slot = day.slots.find((s) => s.startsAt.getTime() === startsAt.getTime());
    if (!slot) {
      const inPlan = slotsForDate(doctor, date, [], now, this.rulesFor(booker)).slots.some(
        (s) => s.startsAt.getTime() === startsAt.getTime(),
      );
      throw fail(inPlan ? D.onLeave(doctor.name) : M.notASlot(doctor.name));
    }
    if (slot.unavailableBecause === 'BOOKED') {
      throw this.slotTaken(startsAt, day.slots);
    }
    if (slot.unavailableBecause === 'TOO_SOON') {
      if (booker === 'patient') throw fail(M.tooSoon);
      // The desk's notice is nil: "too soon" means started; a walk-in may join until it ends.
      if (booker === 'caller') throw fail(D.slotStarted);
      if (slot.endsAt.getTime() <= now.getTime()) throw fail(D.slotEnded);
    }
    return slot;
  }

  /** SLOT_TAKEN with the day's next free times, read afresh unless given. */
  async slotTakenNow(
    doctor: Doctor,
    startsAt: Date,
    now: Date,
    booker: Booker = 'patient',
  ): Promise<DomainError> {
    const day = await this.day(doctor, clinicDateOf(startsAt), now, booker);
    return this.slotTaken(startsAt, day.slots);
  }

  private slotTaken(startsAt: Date, slots: Slot[]): DomainError {
    const free = slots.filter((s) => s.available);
    const next = [
      ...free.filter((s) => s.startsAt > startsAt),
      ...free.filter((s) => s.startsAt < startsAt),
    ]
      .slice(0, NEXT_FREE_COUNT)
      .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    const hint = next.length
      ? M.nextFree(next.map((s) => formatClock12(s.displayTime)).join(', '))
      : M.noneFree;
    return new DomainError('SLOT_TAKEN', `${M.slotTaken} ${hint}`, undefined, {
      nextSlots: next.map(({ time, displayTime }) => ({ time, displayTime, available: true })),
    });
  }

  /**
   * Inside a booking's transaction, after its row is written: refuses the slot when leave was
   * added meanwhile. Adding leave locks the doctor's row (FOR UPDATE) and a written appointment
   * holds a key-share lock on it until commit, so either the leave's list of affected bookings
   * sees this one, or this check sees the leave.
   */
  async refuseIfOnLeave(
    manager: EntityManager,
    doctor: Doctor,
    span: { startsAt: Date; endsAt: Date },
    field = 'scheduledAt',
  ): Promise<void> {
    const [{ away }] = (await manager.query(
      `SELECT EXISTS (
         SELECT 1 FROM doctor_leave l
         WHERE l.doctor_id = $1 AND l.from_date <= $3::date AND l.to_date >= $2::date
           AND (l.start_time IS NULL OR
             tstzrange(((l.from_date + l.start_time)::timestamp AT TIME ZONE INTERVAL '+05:30'),
                       ((l.from_date + l.end_time)::timestamp AT TIME ZONE INTERVAL '+05:30'))
             && tstzrange($4, $5))) AS away`,
      [
        doctor.id,
        clinicDateOf(span.startsAt),
        // A slot ending at midnight does not touch the next day.
        clinicDateOf(new Date(span.endsAt.getTime() - 1)),
        span.startsAt,
        span.endsAt,
      ],
    )) as { away: boolean }[];
    if (away) {
      const message = D.onLeave(doctor.name);
      throw new DomainError('VALIDATION', message, { [field]: message });
    }
  }
}
