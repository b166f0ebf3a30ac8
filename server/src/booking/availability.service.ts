import type { DataSource } from 'typeorm';
import { Doctor } from '../clinic/doctor.entity';
import { DomainError, foundOr } from '../common/errors';
import type { RequestContext } from '../common/request-context';
import { blocksOn, type DoctorDay } from './booked-times';
import { BOOKING_MESSAGES as M } from './booking-messages';
import { addDays, clinicToday, isCalendarDate, isoWeekday } from './clinic-time';
import { DEFAULT_SLOT_RULES, slotsForDate, type Slot, type SlotRules } from './slots';

/** Why a doctor's date has no free slot. */
export enum NoSlotsReason {
  PAST = 'PAST',
  BEYOND_HORIZON = 'BEYOND_HORIZON',
  DAY_OFF = 'DAY_OFF',
  NOT_WORKING = 'NOT_WORKING',
  NOT_TAKING_BOOKINGS = 'NOT_TAKING_BOOKINGS',
  FULLY_BOOKED = 'FULLY_BOOKED',
  NO_TIME_LEFT = 'NO_TIME_LEFT',
}

export interface DayAvailability {
  date: string;
  slots: (Slot & { modes: Doctor['consultationModes'] })[];
  /** Absent when some slot is free. */
  reason?: NoSlotsReason;
  /** The reason in words, for integrators; the site words it itself. */
  message?: string;
  /** The last date that can be booked (today + the booking horizon). */
  lastBookableDate: string;
  /** The doctor's next date with a free slot, when this one has none. */
  nextAvailableDate?: string;
  /** Other doctors treating the same condition with a free slot that date, when it has none. */
  otherDoctors: Doctor[];
}

const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];

/**
 * A doctor's day as a patient choosing a date needs it: the slots, and when none is free, why
 * (not a working day, on leave, outside the booking window, all taken) with where to go instead.
 */
export class AvailabilityService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rules: SlotRules = DEFAULT_SLOT_RULES,
  ) {}

  /** The first and last dates a booking can be made for. */
  window(ctx: RequestContext): { firstDate: string; lastDate: string } {
    const today = clinicToday(ctx.now());
    return { firstDate: today, lastDate: addDays(today, this.rules.horizonDays) };
  }

  async day(
    ctx: RequestContext,
    doctorId: string,
    date: string,
    condition?: string | null,
  ): Promise<DayAvailability> {
    if (!isCalendarDate(date)) throw new DomainError('VALIDATION', M.date, { date: M.date });
    const now = ctx.now();
    const doctors = this.dataSource.getRepository(Doctor);
    const doctor = await foundOr(doctors.findOneBy({ id: Number(doctorId) }), M.doctorNotFound, {
      doctorId: M.doctorNotFound,
    });
    const { lastDate } = this.window(ctx);
    const today = clinicToday(now);

    // The doctor's remaining window in one query: this date and every later one.
    const from = date > today ? date : today;
    const dates: string[] = [];
    for (let day = from; day <= lastDate; day = addDays(day, 1)) dates.push(day);
    if (!dates.includes(date)) dates.unshift(date);
    const blocks = await blocksOn(
      this.dataSource,
      dates.map((day) => ({ doctorId: doctor.id, date: day })),
    );
    const dayOf = (day: string) => {
      const { booked, leave } = blocks(doctor.id, day);
      return slotsForDate(doctor, day, booked, now, this.rules, leave);
    };

    const day = dayOf(date);
    const slots = day.slots.map((slot) => ({
      ...slot,
      modes: doctor.consultationModes,
      available: slot.available && doctor.isAvailable,
    }));
    const base = { date, slots, lastBookableDate: lastDate, otherDoctors: [] as Doctor[] };
    if (slots.some((slot) => slot.available)) return base;

    const reason = !doctor.isAvailable
      ? NoSlotsReason.NOT_TAKING_BOOKINGS
      : day.closed
        ? NoSlotsReason[day.closed]
        : day.slots.some((slot) => slot.unavailableBecause === 'BOOKED')
          ? NoSlotsReason.FULLY_BOOKED
          : NoSlotsReason.NO_TIME_LEFT;
    const answer: DayAvailability = {
      ...base,
      reason,
      message: this.message(reason, doctor, date),
    };
    if (reason === NoSlotsReason.PAST || reason === NoSlotsReason.BEYOND_HORIZON) return answer;
    if (doctor.isAvailable) {
      answer.nextAvailableDate = dates.find(
        (later) => later > date && dayOf(later).slots.some((slot) => slot.available),
      );
    }
    answer.otherDoctors = await this.othersFree(doctor, date, condition, now);
    return answer;
  }

  private message(reason: NoSlotsReason, doctor: Doctor, date: string): string {
    const words = M.closed;
    switch (reason) {
      case NoSlotsReason.DAY_OFF:
        return words.DAY_OFF(doctor.name);
      case NoSlotsReason.NOT_WORKING:
        return words.NOT_WORKING(doctor.name, WEEKDAY_NAMES[isoWeekday(date) - 1]);
      case NoSlotsReason.NOT_TAKING_BOOKINGS:
        return words.NOT_TAKING_BOOKINGS(doctor.name);
      case NoSlotsReason.FULLY_BOOKED:
        return words.FULLY_BOOKED(doctor.name);
      default:
        return words[reason];
    }
  }

  /** Doctors taking bookings who treat the condition (or one the doctor treats), free that date. */
  private async othersFree(
    doctor: Doctor,
    date: string,
    condition: string | null | undefined,
    now: Date,
  ): Promise<Doctor[]> {
    const conditions = condition ? [condition] : doctor.conditions;
    if (conditions.length === 0) return [];
    const others = await this.dataSource
      .getRepository(Doctor)
      .createQueryBuilder('d')
      .where('d.id <> :id', { id: doctor.id })
      .andWhere('d.isAvailable')
      .andWhere('d.conditions && :conditions::text[]', { conditions })
      .orderBy('d.name')
      .getMany();
    const days: DoctorDay[] = others.map((other) => ({ doctorId: other.id, date }));
    const blocks = await blocksOn(this.dataSource, days);
    return others.filter((other) => {
      const { booked, leave } = blocks(other.id, date);
      return slotsForDate(other, date, booked, now, this.rules, leave).slots.some(
        (slot) => slot.available,
      );
    });
  }
}
