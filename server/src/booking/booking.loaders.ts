import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { BookingService, type SlotRequest } from './booking.service';
import type { Slot } from './slots';

/** Slots of a doctor's day: several doctors' days in one document load together. */
export const availableSlotsLoader = (dataSource: DataSource) =>
  new DataLoader<SlotRequest, Slot[], string>(
    (requests) => new BookingService(dataSource).availableSlotsMany(requests),
    { cacheKeyFn: ({ doctorId, date }) => `${Number(doctorId)}/${date}` },
  );
