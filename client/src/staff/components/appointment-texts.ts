// Words of the desk's booking cards, their actions and dialogs (shared by the desk screens).
import type { AppointmentStatus, ConsultationMode } from '../graphql/__generated__/graphql';

export const statusTexts: Record<AppointmentStatus, string> = {
  PENDING: 'Booked online',
  CONFIRMED: 'Confirmed',
  ARRIVED: 'Arrived',
  COMPLETED: 'Completed',
  NO_SHOW: 'No-show',
  CANCELLED: 'Cancelled',
};

export const modeTexts: Record<ConsultationMode, string> = {
  IN_CLINIC: 'In clinic',
  VIDEO: 'Video call',
  PHONE: 'Phone call',
};

export const appointmentTexts = {
  call: (name: string) => `Call ${name}`,
  whatsApp: (name: string) => `WhatsApp ${name}`,
  whatsAppShort: 'WhatsApp',
  reference: (reference: string) => `Ref. ${reference}`,
  token: (token: number) => `Token ${token}`,
  cancelledBecause: (reason: string) => `Reason: ${reason}`,
  actionsFor: (name: string, time: string) => `Actions for ${name} at ${time}`,
  confirm: 'Confirm',
  arrived: 'Arrived',
  completed: 'Completed',
  noShow: 'No-show',
  cancel: 'Cancel',
  reschedule: 'Reschedule',
  changed: (name: string, status: string) => `${name}: ${status}`,
  changeFailed: 'That change could not be saved. Please try again.',
  cancelTitle: (name: string, time: string) => `Cancel ${name}'s booking at ${time}?`,
  cancelReason: 'Reason (the patient sees it)',
  cancelReasonRequired: 'Please give a reason: the patient sees it.',
  cancelReasonTooLong: 'Please keep the reason under 300 characters.',
  cancelKeep: 'Keep booking',
  cancelConfirm: 'Cancel booking',
  rescheduleTitle: (name: string) => `Reschedule ${name}`,
  rescheduleSave: 'Move booking',
  rescheduleKeep: 'Close',
  doctor: 'Doctor',
  date: 'Date',
  slot: 'Free slot',
  chooseSlot: 'Please choose a free slot.',
  noFreeSlots: 'No free slots on this date.',
  loadingSlots: 'Finding free slots…',
  slotsFailed: 'Free slots could not be loaded. Please try again.',
  saving: 'Saving…',
} as const;
