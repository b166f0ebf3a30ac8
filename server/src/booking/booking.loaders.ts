import DataLoader from 'dataloader';
import type { RequestContext } from '../common/request-context';
import type { BookingService, SlotRequest } from './booking.service';
import type { Slot } from './slots';

/** Slots of a doctor's day: several doctors' days in one document load together. */
export const availableSlotsLoader = ({
  booking,
  request,
}: {
  booking: BookingService;
  request: RequestContext;
}) =>
  new DataLoader<SlotRequest, Slot[], string>(
    (requests) => booking.availableSlotsMany(request, requests),
    { cacheKeyFn: ({ doctorId, date }) => `${Number(doctorId)}/${date}` },
  );
