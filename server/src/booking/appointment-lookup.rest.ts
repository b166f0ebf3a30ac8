import { Router } from 'express';
import { contextOf } from '../common/request-context';
import { answersWith, sendSuccess } from '../common/rest';
import { sendUncompressed } from '../common/uncompressed-answers';
import { assertValid, queryText } from '../common/validation';
import { APPOINTMENT_LOOKUP_MESSAGES, AppointmentsByPhoneArgs } from './appointment-lookup.args';
import type { AppointmentLookupService } from './appointment-lookup.service';

/**
 * GET /api/appointments/by-phone?phone=: the REST twin of `appointmentsByPhone`, beside
 * /api/orders/by-phone. 200 and the same shape whether or not the phone has appointments.
 */
export function appointmentLookupRouter({
  appointmentLookup,
}: {
  appointmentLookup: AppointmentLookupService;
}): Router {
  const router = Router();
  router.get('/appointments/by-phone', answersWith('success'), async (req, res) => {
    const phone = queryText(req.query.phone) ?? '';
    const args = await assertValid(Object.assign(new AppointmentsByPhoneArgs(), { phone }));
    const found = await appointmentLookup.upcomingByPhone(contextOf(req), args.phone);
    // Compressing a longer list takes longer than an empty one: the time would tell.
    sendUncompressed(res);
    sendSuccess(res, {
      appointments: found.map((listing) => ({
        scheduledAt: listing.scheduledAt,
        endsAt: listing.endsAt.toISOString(),
        doctorName: listing.doctorName,
        status: listing.status,
      })),
      message: APPOINTMENT_LOOKUP_MESSAGES.phoneOnly,
    });
  });
  return router;
}
