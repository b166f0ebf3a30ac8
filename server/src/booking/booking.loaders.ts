import DataLoader from 'dataloader';
import type { RequestContext } from '../common/request-context';
import type { BookingService, OfferedSlot, SlotRequest } from './booking.service';

/** Slots of a doctor's day: several doctors' days in one document load together. */
export const availableSlotsLoader = ({
  booking,
  request,
}: {
  booking: BookingService;
  request: RequestContext;
}) =>
  new DataLoader<SlotRequest, OfferedSlot[], string>(
    (requests) => booking.availableSlotsMany(request, requests),
    { cacheKeyFn: ({ doctorId, date }) => `${Number(doctorId)}/${date}` },
  );
