import type { DataSource, EntityManager } from 'typeorm';
import { clinicToday } from '../../booking/clinic-time';
import type { DeskAppointmentView } from '../../booking/desk-appointment';
import { DomainError } from '../../common/errors';
import { Language } from '../../common/language';
import { versionsOf, withVersions } from '../../common/text-versions';
import type { RequestContext } from '../../common/request-context';
import { encodeUpload, storeUpload, uploadPaths } from '../../common/uploads/stored-images';
import { uploadedImagePath } from '../../shop/images/image-paths';
import { slugFrom } from '../../shop/catalogue/product-rules';
import { recordStaffAudit } from '../../staff/audit/record-audit';
import { Doctor } from '../doctor.entity';
import { DOCTOR_DESK_MESSAGES as M } from './doctor-desk-messages';
import type { DeskDoctorProfileView } from './doctor-desk.types';
import {
  checkDoctor,
  checkSchedule,
  type CheckedDoctor,
  type DoctorRequest,
  type ScheduleRequest,
} from './doctor-rules';
import { announceContentChange } from '../../common/content-changes';
import { strandedBookings } from './stranded-bookings';
import { changedFields } from '../../staff/audit/changed-fields';

/** The widths a doctor's photo is shown at: the card's 72 px and the profile's 120 px, sharp. */
export const DOCTOR_PHOTO_WIDTHS = [160, 320] as const;
/** The width whose path goes into doctor.image. */
export const DOCTOR_PHOTO_WIDTH = 320;

/** The texts a doctor has Hindi versions of (TRANSLATED.doctor). */
const TRANSLATED_FIELDS = [
  'name',
  'specialization',
  'qualification',
  'bio',
  'expertise',
  'languages',
] as const;

/** The fields of a doctor the audit trail compares. */
const AUDITED = [
  'name',
  'specialization',
  'qualification',
  'registrationNumber',
  'experienceYears',
  'consultationFee',
  'bio',
  'expertise',
  'languages',
  'conditions',
  'consultationModes',
  'hindi',
] as const;

const ID = /^[1-9]\d{0,8}$/;

const notFound = () => new DomainError('NOT_FOUND', M.doctorNotFound, { id: M.doctorNotFound });

function viewOf(doctor: Doctor): DeskDoctorProfileView {
  const hi = doctor.translations?.[Language.HI] ?? {};
  const list = (field: string) => (Array.isArray(hi[field]) ? (hi[field] as string[]) : []);
  return {
    id: doctor.id,
    slug: doctor.slug,
    name: doctor.name,
    specialization: doctor.specialization,
    qualification: doctor.qualification,
    registrationNumber: doctor.registrationNumber,
    experienceYears: doctor.experienceYears,
    consultationFee: doctor.consultationFee,
    image: doctor.image,
    bio: doctor.bio,
    expertise: doctor.expertise,
    languages: doctor.languages,
    conditions: doctor.conditions,
    consultationModes: doctor.consultationModes,
    isAvailable: doctor.isAvailable,
    slotMinutes: doctor.slotMinutes,
    workingPlan: doctor.workingPlan,
    daysOff: doctor.daysOff,
    hindi: {
      ...versionsOf(doctor.translations, Language.HI, [
        'name',
        'specialization',
        'qualification',
        'bio',
      ]),
      expertise: list('expertise'),
      languages: list('languages'),
    },
  };
}

function audited(view: DeskDoctorProfileView): Record<string, unknown> {
  return Object.fromEntries(AUDITED.map((key) => [key, view[key]]));
}

/**
 * The doctors desk: doctors' profiles, photos, availability and time. Every change writes its
 * audit row and tells every instance (announceContentChange) in its own transaction. A new plan or day off
 * never cancels a booking: the bookings it strands are answered and listed for reception.
 */
export class DoctorDeskService {
  constructor(private readonly dataSource: DataSource) {}

  /** Every doctor by name, unavailable ones too. */
  async list(): Promise<DeskDoctorProfileView[]> {
    const doctors = await this.dataSource
      .getRepository(Doctor)
      .find({ order: { name: 'ASC', id: 'ASC' } });
    return doctors.map(viewOf);
  }

  async get(id: string): Promise<DeskDoctorProfileView> {
    return viewOf(await this.load(this.dataSource.manager, id, false));
  }

  private async load(manager: EntityManager, id: string, lock: boolean): Promise<Doctor> {
    if (!ID.test(id)) throw notFound();
    const doctor = await manager.getRepository(Doctor).findOne({
      where: { id: Number(id) },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    if (!doctor) throw notFound();
    return doctor;
  }

  /** A new doctor, taking no bookings until a plan is saved (an empty plan has no slots). */
  async create(ctx: RequestContext, request: DoctorRequest): Promise<DeskDoctorProfileView> {
    const doctor = checkDoctor(request);
    return this.dataSource.transaction(async (manager) => {
      const slug = await this.freeSlug(manager, slugFrom(doctor.name));
      const saved = await manager.getRepository(Doctor).save(
        manager.getRepository(Doctor).create({
          slug,
          ...this.columns(doctor),
          image: null,
          isAvailable: true,
          slotMinutes: 30,
          workingPlan: [],
          daysOff: [],
          translations: withVersions(null, Language.HI, TRANSLATED_FIELDS, doctor.hindi),
        }),
      );
      const view = viewOf(await this.load(manager, String(saved.id), false));
      await recordStaffAudit(manager, ctx, {
        action: 'doctor.create',
        recordType: 'doctor',
        recordId: saved.id,
        after: { slug, ...audited(view) },
      });
      await announceContentChange(manager, 'doctors');
      return view;
    });
  }

  /** Edits a doctor's profile; the web address stays as it was, so links keep working. */
  async update(
    ctx: RequestContext,
    id: string,
    request: DoctorRequest,
  ): Promise<DeskDoctorProfileView> {
    const doctor = checkDoctor(request);
    return this.dataSource.transaction(async (manager) => {
      const before = await this.load(manager, id, true);
      await manager.getRepository(Doctor).update(before.id, {
        ...this.columns(doctor),
        translations: withVersions(
          before.translations,
          Language.HI,
          TRANSLATED_FIELDS,
          doctor.hindi,
        ),
      });
      const after = viewOf(await this.load(manager, id, false));
      const [was, is] = changedFields(audited(viewOf(before)), audited(after));
      if (Object.keys(is).length > 0) {
        await recordStaffAudit(manager, ctx, {
          action: 'doctor.update',
          recordType: 'doctor',
          recordId: before.id,
          before: was,
          after: is,
        });
        await announceContentChange(manager, 'doctors');
      }
      return after;
    });
  }

  /** Takes a doctor off bookings (still listed), or back on. Bookings already made stay. */
  async setAvailable(
    ctx: RequestContext,
    id: string,
    available: boolean,
  ): Promise<DeskDoctorProfileView> {
    return this.dataSource.transaction(async (manager) => {
      const before = await this.load(manager, id, true);
      if (before.isAvailable !== available) {
        await manager.getRepository(Doctor).update(before.id, { isAvailable: available });
        await recordStaffAudit(manager, ctx, {
          action: available ? 'doctor.available' : 'doctor.unavailable',
          recordType: 'doctor',
          recordId: before.id,
          before: { isAvailable: before.isAvailable },
          after: { isAvailable: available },
        });
        await announceContentChange(manager, 'doctors');
      }
      return viewOf(await this.load(manager, id, false));
    });
  }

  /**
   * Saves a doctor's weekly plan, slot length and days off; the public slots follow at once.
   * Bookings the new time no longer holds are kept as they are and answered, for reception.
   * The doctor's row is locked first, so a booking being written waits and is listed, or sees
   * the new plan.
   */
  async updateSchedule(
    ctx: RequestContext,
    id: string,
    request: ScheduleRequest,
  ): Promise<{ doctor: DeskDoctorProfileView; stranded: DeskAppointmentView[] }> {
    const now = ctx.now();
    return this.dataSource.transaction(async (manager) => {
      const before = await this.load(manager, id, true);
      const schedule = checkSchedule(request, clinicToday(now), before.daysOff);
      await manager.getRepository(Doctor).update(before.id, schedule);
      const doctor = viewOf(await this.load(manager, id, false));
      const stranded = await strandedBookings(manager, now, before.id);
      const [was, is] = changedFields(
        {
          slotMinutes: before.slotMinutes,
          workingPlan: before.workingPlan,
          daysOff: before.daysOff,
        },
        { ...schedule },
      );
      if (Object.keys(is).length > 0) {
        await recordStaffAudit(manager, ctx, {
          action: 'doctor.schedule',
          recordType: 'doctor',
          recordId: before.id,
          before: was,
          after: { ...is, stranded: stranded.map((a) => a.reference) },
        });
        await announceContentChange(manager, 'doctors');
      }
      return { doctor, stranded };
    });
  }

  /** Bookings from now on that their doctor's time no longer holds: reception's to move. */
  async stranded(ctx: RequestContext, doctorId?: string | null): Promise<DeskAppointmentView[]> {
    if (doctorId && !ID.test(doctorId)) return [];
    return strandedBookings(this.dataSource, ctx.now(), doctorId ? Number(doctorId) : undefined);
  }

  /**
   * A doctor's photo: re-encoded at the widths the site shows it (see stored-images.ts) and set
   * as the doctor's image, with an audit row, in one transaction.
   */
  async uploadPhoto(
    ctx: RequestContext,
    id: string,
    bytes: Buffer,
  ): Promise<{ path: string; widths: { width: number; path: string }[] }> {
    if (!ID.test(id)) throw notFound();
    const upload = await encodeUpload(bytes, DOCTOR_PHOTO_WIDTHS);
    const path = uploadedImagePath(upload.sha256, DOCTOR_PHOTO_WIDTH);
    return this.dataSource.transaction(async (manager) => {
      const before = await this.load(manager, id, true);
      await storeUpload(manager, upload);
      if (before.image !== path) {
        await manager.getRepository(Doctor).update(before.id, { image: path });
        await recordStaffAudit(manager, ctx, {
          action: 'doctor.photo.set',
          recordType: 'doctor',
          recordId: before.id,
          before: { image: before.image },
          after: { image: path },
        });
        await announceContentChange(manager, 'doctors');
      }
      return { path, widths: uploadPaths(upload) };
    });
  }

  /** Takes the photo off: the site shows the avatar again. */
  async removePhoto(ctx: RequestContext, id: string): Promise<DeskDoctorProfileView> {
    return this.dataSource.transaction(async (manager) => {
      const before = await this.load(manager, id, true);
      if (before.image !== null) {
        await manager.getRepository(Doctor).update(before.id, { image: null });
        await recordStaffAudit(manager, ctx, {
          action: 'doctor.photo.remove',
          recordType: 'doctor',
          recordId: before.id,
          before: { image: before.image },
          after: { image: null },
        });
        await announceContentChange(manager, 'doctors');
      }
      return viewOf(await this.load(manager, id, false));
    });
  }

  private columns(doctor: CheckedDoctor) {
    return {
      name: doctor.name,
      specialization: doctor.specialization,
      qualification: doctor.qualification,
      registrationNumber: doctor.registrationNumber,
      experienceYears: doctor.experienceYears,
      consultationFee: doctor.consultationFee,
      bio: doctor.bio,
      expertise: doctor.expertise,
      languages: doctor.languages,
      conditions: doctor.conditions,
      consultationModes: doctor.consultationModes,
    };
  }

  /** `base`, or base-2, base-3 … when another doctor has it. */
  private async freeSlug(manager: EntityManager, base: string): Promise<string> {
    const taken = new Set(
      (
        (await manager.query(`SELECT slug FROM doctor WHERE slug = $1 OR slug LIKE $2`, [
          base,
          `${base}-%`,
        ])) as { slug: string }[]
      ).map((row) => row.slug),
    );
    let slug = base;
    for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
    return slug;
  }
}
