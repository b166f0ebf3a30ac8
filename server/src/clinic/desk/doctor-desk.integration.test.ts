import sharp from 'sharp';
import { clinicDate } from '../../booking/booking-test-helpers';
import { auditRows, deskBook, statusOf } from '../../booking/desk-test-helpers';
import { IMAGE_WORDS } from '../../common/uploads/image-upload';
import { deskCaller, type DeskCaller } from '../../test/pharmacy';
import { codeOf, startStaffApp, type StaffApp } from '../../test/staff';
import { graphql } from '../../test/test-app';
import { DOCTOR_DESK_MESSAGES as M } from './doctor-desk-messages';
import {
  CREATE_DOCTOR,
  doctorInput,
  removeDeskDoctors,
  SET_AVAILABLE,
  STRANDED,
  UPDATE_DOCTOR,
  UPDATE_SCHEDULE,
  weekPlan,
} from './doctor-desk-test-helpers';

// The doctors desk through the real staff door: an admin adds and edits doctors, their photo and
// their time; the public site (/graphql and /api) follows at once; bookings a new plan or day off
// strands stay CONFIRMED and are listed for reception; every change has its audit row.

const PUBLIC_DOCTOR = `query D($slug: String!) {
  doctor(slug: $slug) {
    id slug name registrationNumber image isAvailable
    hindiName: name(language: HI) hindiBio: bio(language: HI)
  }
}`;
const PUBLIC_SLOTS = `query S($doctorId: ID!, $date: String!) {
  availableSlots(doctorId: $doctorId, date: $date) { displayTime available }
}`;

describe('the doctors desk', () => {
  let app: StaffApp;
  let admin: DeskCaller;
  let reception: DeskCaller;

  beforeAll(async () => {
    app = await startStaffApp({ rateLimitScale: 1000 });
    admin = await deskCaller(app, 'admin');
    reception = await deskCaller(app, 'reception');
  });
  afterAll(async () => {
    await removeDeskDoctors(app.dataSource);
    await app.close();
  });

  async function created(overrides: Record<string, unknown> = {}) {
    const answer = await admin.call(CREATE_DOCTOR, { input: doctorInput(overrides) });
    expect(answer.errors).toBeUndefined();
    return answer.data.createDoctor as { id: string; slug: string; name: string };
  }

  const publicSlots = async (doctorId: string, date: string) => {
    const viaGraphql = await graphql(app.url, PUBLIC_SLOTS, { doctorId, date });
    const viaRest = (await (
      await fetch(`${app.url}/api/appointments/slots/${doctorId}?date=${date}`)
    ).json()) as { slots: { displayTime: string; available: boolean }[] };
    const times = (slots: { displayTime: string; available: boolean }[]) =>
      slots.filter((slot) => slot.available).map((slot) => slot.displayTime);
    const graphqlTimes = times(
      (viaGraphql.data as { availableSlots: { displayTime: string; available: boolean }[] })
        .availableSlots,
    );
    expect(times(viaRest.slots)).toEqual(graphqlTimes);
    return graphqlTimes;
  };

  it('adds a doctor with Hindi texts and a registration number the public profile shows', async () => {
    const input = doctorInput({
      name: '  Dr. Kavita Rao  ',
      hindi: { name: 'डॉ. कविता राव', bio: 'बवासीर का इलाज दवाओं से शुरू करती हैं।', expertise: [] },
    });
    const answer = await admin.call(CREATE_DOCTOR, { input });
    expect(answer.errors).toBeUndefined();
    const doctor = answer.data.createDoctor;
    expect(doctor).toMatchObject({
      name: 'Dr. Kavita Rao',
      slug: expect.stringMatching(/^dr-kavita-rao(-\d+)?$/),
      registrationNumber: input.registrationNumber,
      isAvailable: true,
      workingPlan: [],
      hindi: { name: 'डॉ. कविता राव', expertise: [], languages: [] },
    });
    const shown = await graphql(app.url, PUBLIC_DOCTOR, { slug: doctor.slug });
    expect(shown.data!.doctor).toMatchObject({
      name: 'Dr. Kavita Rao',
      registrationNumber: input.registrationNumber,
      hindiName: 'डॉ. कविता राव',
      hindiBio: 'बवासीर का इलाज दवाओं से शुरू करती हैं।',
    });
    const rest = (await (await fetch(`${app.url}/api/doctors/${doctor.id}?lang=hi`)).json()) as {
      registrationNumber: string;
      name: string;
    };
    expect(rest).toMatchObject({
      registrationNumber: input.registrationNumber,
      name: 'डॉ. कविता राव',
    });
    expect(await auditRows(app.dataSource, 'doctor', doctor.id)).toEqual([
      expect.objectContaining({ action: 'doctor.create', actor_name: admin.name }),
    ]);
    // The second Dr. Kavita Rao gets an address of her own.
    const twin = (await admin.call(CREATE_DOCTOR, { input: { ...input, name: 'Dr. Kavita Rao' } }))
      .data.createDoctor;
    expect(twin.slug).not.toBe(doctor.slug);
    await app.dataSource.query(
      `UPDATE doctor SET slug = 'desk-doctor-' || slug WHERE id IN ($1, $2)`,
      [doctor.id, twin.id],
    );
  });

  it('edits a doctor keeping the web address, auditing only what changed', async () => {
    const doctor = await created();
    const input = doctorInput({ name: 'Dr. Renamed Entirely', consultationFee: 0 });
    const answer = await admin.call(UPDATE_DOCTOR, { id: doctor.id, input });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.updateDoctor).toMatchObject({
      slug: doctor.slug,
      name: 'Dr. Renamed Entirely',
      consultationFee: 0,
    });
    const shown = await graphql(app.url, PUBLIC_DOCTOR, { slug: doctor.slug });
    expect(shown.data!.doctor.name).toBe('Dr. Renamed Entirely');
    const rows = await auditRows(app.dataSource, 'doctor', doctor.id);
    expect(rows.map((row) => row.action)).toEqual(['doctor.create', 'doctor.update']);
    expect(rows[1].before).toMatchObject({ name: doctor.name, consultationFee: 450 });
    expect(rows[1].after).toMatchObject({ name: 'Dr. Renamed Entirely', consultationFee: 0 });
    expect(Object.keys(rows[1].after as object)).not.toContain('bio');
  });

  it.each([
    ['name', { name: '   ' }],
    ['consultationFee', { consultationFee: -1 }],
    ['consultationFee', { consultationFee: 10.005 }],
    ['experienceYears', { experienceYears: 71 }],
    ['registrationNumber', { registrationNumber: '<script>' }],
    ['conditions', { conditions: ['migraine'] }],
    ['consultationModes', { consultationModes: [] }],
    ['hindi.name', { hindi: { name: 'न'.repeat(101) } }],
  ])('refuses a bad %s with a message naming it, writing nothing', async (field, overrides) => {
    const before = (await app.dataSource.query(`SELECT count(*)::int AS n FROM doctor`))[0].n;
    const answer = await admin.call(CREATE_DOCTOR, { input: doctorInput(overrides) });
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
    expect(Object.keys(answer.errors![0].extensions!.fields as object)).toContain(field);
    expect((await app.dataSource.query(`SELECT count(*)::int AS n FROM doctor`))[0].n).toBe(before);
  });

  it('changes the public slots at once when the plan changes, on /graphql and /api', async () => {
    const doctor = await created();
    const date = clinicDate(5);
    expect(await publicSlots(doctor.id, date)).toEqual([]);
    const saved = await admin.call(UPDATE_SCHEDULE, {
      id: doctor.id,
      input: {
        slotMinutes: 30,
        workingPlan: weekPlan('10:00', '13:00', [{ start: '11:00', end: '11:30' }]),
      },
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data.updateDoctorSchedule.stranded).toEqual([]);
    expect(await publicSlots(doctor.id, date)).toEqual([
      '10:00',
      '10:30',
      '11:30',
      '12:00',
      '12:30',
    ]);

    await admin.call(UPDATE_SCHEDULE, {
      id: doctor.id,
      input: { slotMinutes: 60, workingPlan: weekPlan('09:00', '11:00'), daysOff: [] },
    });
    expect(await publicSlots(doctor.id, date)).toEqual(['09:00', '10:00']);

    const rows = await auditRows(app.dataSource, 'doctor', doctor.id);
    expect(rows.map((row) => row.action)).toEqual([
      'doctor.create',
      'doctor.schedule',
      'doctor.schedule',
    ]);
    expect(rows[2].after).toMatchObject({ slotMinutes: 60, stranded: [] });
  });

  it.each([
    ['slotMinutes', { slotMinutes: 5, workingPlan: weekPlan() }],
    ['slotMinutes', { slotMinutes: 121, workingPlan: weekPlan() }],
    ['workingPlan.0.start', { slotMinutes: 30, workingPlan: weekPlan('9:00') }],
    ['workingPlan.0.end', { slotMinutes: 30, workingPlan: weekPlan('13:00', '10:00') }],
    [
      'workingPlan.0.breaks.0',
      {
        slotMinutes: 30,
        workingPlan: weekPlan('10:00', '13:00', [{ start: '09:00', end: '10:30' }]),
      },
    ],
    [
      'workingPlan.0.breaks',
      {
        slotMinutes: 30,
        workingPlan: weekPlan('10:00', '13:00', [
          { start: '11:00', end: '12:00' },
          { start: '11:30', end: '12:30' },
        ]),
      },
    ],
    [
      'workingPlan.1.weekday',
      { slotMinutes: 30, workingPlan: weekPlan('10:00', '13:00', [], [2, 2]) },
    ],
    ['daysOff', { slotMinutes: 30, workingPlan: weekPlan(), daysOff: ['2031-02-30'] }],
    ['daysOff', { slotMinutes: 30, workingPlan: weekPlan(), daysOff: ['2001-01-01'] }],
  ])('refuses a plan with a bad %s, keeping the old one', async (field, input) => {
    const doctor = await created();
    const answer = await admin.call(UPDATE_SCHEDULE, { id: doctor.id, input });
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
    expect(Object.keys(answer.errors![0].extensions!.fields as object)).toContain(field);
    const [row] = await app.dataSource.query(`SELECT working_plan FROM doctor WHERE id = $1`, [
      doctor.id,
    ]);
    expect(row.working_plan).toEqual([]);
    expect((await auditRows(app.dataSource, 'doctor', doctor.id)).length).toBe(1);
  });

  it('keeps bookings a new plan or day off strands CONFIRMED and lists them for reception', async () => {
    const doctor = await created();
    await admin.call(UPDATE_SCHEDULE, {
      id: doctor.id,
      input: { slotMinutes: 30, workingPlan: weekPlan('10:00', '13:00') },
    });
    const day = clinicDate(4);
    const other = clinicDate(6);
    const late = await deskBook(app.services, doctor.id, day, '12:30');
    const early = await deskBook(app.services, doctor.id, other, '10:00');
    const fine = await deskBook(app.services, doctor.id, day, '10:00');

    const shorter = await admin.call(UPDATE_SCHEDULE, {
      id: doctor.id,
      input: { slotMinutes: 30, workingPlan: weekPlan('10:00', '12:00') },
    });
    expect(shorter.errors).toBeUndefined();
    expect(shorter.data.updateDoctorSchedule.stranded).toEqual([
      expect.objectContaining({ reference: late.reference, status: 'CONFIRMED' }),
    ]);

    const dayOff = await admin.call(UPDATE_SCHEDULE, {
      id: doctor.id,
      input: { slotMinutes: 30, workingPlan: weekPlan('10:00', '12:00'), daysOff: [other] },
    });
    expect(
      dayOff.data.updateDoctorSchedule.stranded.map((a: { reference: string }) => a.reference),
    ).toEqual([late.reference, early.reference]);
    for (const booking of [late, early, fine]) {
      expect((await statusOf(app.dataSource, booking.reference)).status).toBe('CONFIRMED');
    }

    // Reception reads the list (everyone's and the doctor's) and moves a booking; it leaves the list.
    const listed = await reception.call(STRANDED, { doctorId: doctor.id });
    expect(listed.data.strandedAppointments.map((a: { reference: string }) => a.reference)).toEqual(
      [late.reference, early.reference],
    );
    const everyone = await reception.call(STRANDED, {});
    expect(
      everyone.data.strandedAppointments.map((a: { reference: string }) => a.reference),
    ).toEqual(expect.arrayContaining([late.reference, early.reference]));
    const moved = await reception.call(
      `mutation M($reference: String!, $doctorId: ID!, $startsAt: DateTimeISO!) {
        rescheduleAppointment(reference: $reference, doctorId: $doctorId, startsAt: $startsAt) { reference }
      }`,
      { reference: late.reference, doctorId: doctor.id, startsAt: `${day}T11:00:00+05:30` },
    );
    expect(moved.errors).toBeUndefined();
    const after = await reception.call(STRANDED, { doctorId: doctor.id });
    expect(after.data.strandedAppointments.map((a: { reference: string }) => a.reference)).toEqual([
      early.reference,
    ]);
    const audit = await auditRows(app.dataSource, 'doctor', doctor.id);
    expect(audit.at(-1)!.after).toMatchObject({
      daysOff: [other],
      stranded: [late.reference, early.reference],
    });
  });

  it('marks a doctor unavailable and back; the public booking follows', async () => {
    const doctor = await created();
    await admin.call(UPDATE_SCHEDULE, {
      id: doctor.id,
      input: { slotMinutes: 60, workingPlan: weekPlan('10:00', '12:00') },
    });
    const date = clinicDate(3);
    expect((await admin.call(SET_AVAILABLE, { id: doctor.id, available: false })).data).toEqual({
      setDoctorAvailable: { id: doctor.id, isAvailable: false },
    });
    expect(await publicSlots(doctor.id, date)).toEqual([]);
    await admin.call(SET_AVAILABLE, { id: doctor.id, available: true });
    expect(await publicSlots(doctor.id, date)).toEqual(['10:00', '11:00']);
    expect((await auditRows(app.dataSource, 'doctor', doctor.id)).map((r) => r.action)).toEqual([
      'doctor.create',
      'doctor.schedule',
      'doctor.unavailable',
      'doctor.available',
    ]);
  });

  it('lets reception read but never edit', async () => {
    const doctor = await created();
    expect(
      (await reception.call(`{ doctorProfiles { id } }`)).data.doctorProfiles.length,
    ).toBeGreaterThan(0);
    for (const [query, variables] of [
      [CREATE_DOCTOR, { input: doctorInput() }],
      [UPDATE_DOCTOR, { id: doctor.id, input: doctorInput() }],
      [SET_AVAILABLE, { id: doctor.id, available: false }],
      [UPDATE_SCHEDULE, { id: doctor.id, input: { slotMinutes: 30, workingPlan: weekPlan() } }],
    ] as const) {
      expect(codeOf(await reception.call(query, variables))).toBe('FORBIDDEN');
    }
    expect((await auditRows(app.dataSource, 'doctor', doctor.id)).length).toBe(1);
  });

  describe('photos', () => {
    const photo = () =>
      sharp({
        create: { width: 900, height: 900, channels: 3, background: { r: 90, g: 140, b: 180 } },
      })
        .jpeg()
        .withExif({ IFD0: { Make: 'PhoneCo' } })
        .toBuffer();
    const upload = (id: string, body: Buffer | string, cookie = admin.cookie) =>
      fetch(`${app.url}/staff/api/doctors/${id}/photo`, {
        method: 'POST',
        headers: { 'content-type': 'image/jpeg', cookie, origin: app.url },
        body,
      });

    it('re-encodes an upload to WebP at the sizes the site shows, sets it, and serves it immutable', async () => {
      const doctor = await created();
      const response = await upload(doctor.id, await photo());
      expect(response.status).toBe(201);
      const body = (await response.json()) as {
        path: string;
        widths: { width: number; path: string }[];
      };
      expect(body.path).toMatch(/^\/images\/uploads\/[0-9a-f]{64}-320\.webp$/);
      expect(body.widths.map((w) => w.width)).toEqual([160, 320]);
      for (const { width, path } of body.widths) {
        const served = await fetch(`${app.url}${path}`);
        expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
        expect(meta).toMatchObject({ format: 'webp', width });
        expect(meta.exif).toBeUndefined();
      }
      const shown = await graphql(app.url, PUBLIC_DOCTOR, { slug: doctor.slug });
      expect(shown.data!.doctor.image).toBe(body.path);
      expect((await auditRows(app.dataSource, 'doctor', doctor.id)).at(-1)).toMatchObject({
        action: 'doctor.photo.set',
        after: { image: body.path },
      });
      const removed = await admin.call(
        `mutation R($id: ID!) { removeDoctorPhoto(id: $id) { image } }`,
        {
          id: doctor.id,
        },
      );
      expect(removed.data.removeDoctorPhoto.image).toBeNull();
    });

    it('refuses files that are not photos, other roles and unknown doctors, storing nothing', async () => {
      const doctor = await created();
      const stored = async () =>
        (await app.dataSource.query(`SELECT count(*)::int AS n FROM product_image`))[0].n as number;
      const count = await stored();
      const svg = await upload(
        doctor.id,
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      );
      expect(svg.status).toBe(415);
      expect(((await svg.json()) as { error: string }).error).toBe(IMAGE_WORDS.notAnImage);
      expect((await upload(doctor.id, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).status).toBe(
        400,
      );
      expect((await upload(doctor.id, await photo(), reception.cookie)).status).toBe(403);
      expect((await upload('999999999', await photo())).status).toBe(404);
      expect(await stored()).toBe(count);
      const [row] = await app.dataSource.query(`SELECT image FROM doctor WHERE id = $1`, [
        doctor.id,
      ]);
      expect(row.image).toBeNull();
    });
  });

  it('answers NOT_FOUND for a doctor that does not exist', async () => {
    const answer = await admin.call(UPDATE_DOCTOR, { id: '999999999', input: doctorInput() });
    expect(codeOf(answer)).toBe('NOT_FOUND');
    expect(answer.errors![0].message).toBe(M.doctorNotFound);
  });
});
