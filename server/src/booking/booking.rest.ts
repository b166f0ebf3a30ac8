import { Router, type Request } from 'express';
import { contextOf, type RequestContext } from '../common/request-context';
import { jsonBody } from '../common/rest';
import { assertValid, queryText } from '../common/validation';
import type { Appointment } from './appointment.entity';
import { BookAppointmentInput, PatientInfoInput } from './book-appointment.input';
import type { AvailabilityService } from './availability.service';
import { AppointmentLookupArgs, SlotDayArgs } from './booking.args';
import { BOOKING_MESSAGES } from './booking-messages';
import type { BookingService } from './booking.service';
import { clinicIso } from './clinic-time';

/** The public view of a booking: never the symptoms, phone or e-mail. */
function appointmentJson(ctx: RequestContext, appointment: Appointment, service: BookingService) {
  return {
    reference: appointment.reference,
    status: appointment.status,
    scheduledAt: clinicIso(appointment.startsAt),
    endsAt: clinicIso(appointment.endsAt),
    doctorId: appointment.doctorId,
    doctorName: appointment.doctor.name,
    mode: appointment.mode,
    patientFirstName: appointment.patientFirstName,
    canCancel: service.canCancel(ctx, appointment),
    cancelReason: appointment.cancelReason ?? null,
    createdAt: appointment.createdAt,
  };
}

const PATIENT_FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;

const pick = (source: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((key) => Object.hasOwn(source, key)).map((k) => [k, source[k]]));

/** The spec's body (doctorId, scheduledAt, symptoms, patientInfo) as the GraphQL input. */
function bookingInput(req: Request): BookAppointmentInput {
  const body = jsonBody(req);
  const patient = body.patientInfo;
  const header = req.get('idempotency-key');
  return Object.assign(new BookAppointmentInput(), {
    doctorId: typeof body.doctorId === 'number' ? String(body.doctorId) : body.doctorId,
    scheduledAt: body.scheduledAt,
    symptoms: body.symptoms ?? undefined,
    mode: body.mode ?? undefined,
    language: body.language ?? undefined,
    // Named fields only: copying the whole object would let a "__proto__" key swap the class
    // (and with it every validation rule) for one the client chose.
    patientInfo:
      patient && typeof patient === 'object'
        ? Object.assign(
            new PatientInfoInput(),
            pick(patient as Record<string, unknown>, PATIENT_FIELDS),
          )
        : patient,
    idempotencyKey: header ?? body.idempotencyKey ?? undefined,
  });
}

export function bookingRouter({
  booking,
  availability,
}: {
  booking: BookingService;
  availability: AvailabilityService;
}): Router {
  const router = Router();

  router.get('/appointments/slots/:doctorId', async (req, res) => {
    const args = await assertValid(
      Object.assign(new SlotDayArgs(), {
        doctorId: req.params.doctorId,
        date: queryText(req.query.date)?.trim() ?? '',
        condition: queryText(req.query.condition)?.trim() || undefined,
      }),
    );
    const day = await availability.day(contextOf(req), args.doctorId, args.date, args.condition);
    // The spec's shape first; the rest is added for callers that want to say why a day is empty.
    res.json({
      success: true,
      slots: day.slots.map(({ time, displayTime, available, modes }) => ({
        time,
        displayTime,
        available,
        modes,
      })),
      reason: day.reason ?? null,
      message: day.message ?? null,
      lastBookableDate: day.lastBookableDate,
      nextAvailableDate: day.nextAvailableDate ?? null,
      otherDoctors: day.otherDoctors.map(({ id, name }) => ({ id, name })),
    });
  });

  router.post('/appointments', async (req, res) => {
    const ctx = contextOf(req);
    const input = await assertValid(bookingInput(req));
    const { appointment, message, created } = await booking.book(ctx, input);
    res
      .status(created ? 201 : 200)
      .json({ message, appointment: appointmentJson(ctx, appointment, booking) });
  });

  const lookupArgs = (reference: unknown, phone: unknown) =>
    assertValid(Object.assign(new AppointmentLookupArgs(), { reference, phone }));

  router.get('/appointments/:reference', async (req, res) => {
    const ctx = contextOf(req);
    const args = await lookupArgs(req.params.reference, queryText(req.query.phone) ?? '');
    const appointment = await booking.find(ctx, args.reference, args.phone);
    const history = (await booking.publicHistoryOf(appointment.id)).map((change) => ({
      status: change.status,
      at: change.at.toISOString(),
      note: change.note,
    }));
    res.json({ appointment: { ...appointmentJson(ctx, appointment, booking), history } });
  });

  router.post('/appointments/:reference/cancel', async (req, res) => {
    const ctx = contextOf(req);
    const args = await lookupArgs(req.params.reference, jsonBody(req).phone ?? '');
    const appointment = await booking.cancel(ctx, args.reference, args.phone);
    res.json({
      message: BOOKING_MESSAGES.cancelled,
      appointment: appointmentJson(ctx, appointment, booking),
    });
  });

  return router;
}
