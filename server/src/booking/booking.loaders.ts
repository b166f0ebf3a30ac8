import DataLoader from 'dataloader';
import type { RequestContext } from '../common/request-context';
import type { StatusChangeView } from './appointment-history';
import type { BookingService, OfferedSlot, SlotRequest } from './booking.service';
import type { DeskReadService } from './desk-read.service';

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

/** Appointments' histories: every row of a list in one query. */
export const appointmentHistoryLoader = ({ deskReads }: { deskReads: DeskReadService }) =>
  new DataLoader<number, StatusChangeView[]>(async (ids) => {
    const histories = await deskReads.histories(ids);
    return ids.map((id) => histories.get(id) ?? []);
  });
