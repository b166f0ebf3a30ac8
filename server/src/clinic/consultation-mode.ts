import { registerEnumType } from 'type-graphql';

/** How a consultation takes place. Doctors offer some; every booking has one. */
export enum ConsultationMode {
  /** At the clinic's address. */
  IN_CLINIC = 'IN_CLINIC',
  /** A video call; the link is sent to the patient's phone before the time. */
  VIDEO = 'VIDEO',
  /** The doctor calls the patient from the clinic's number at the time. */
  PHONE = 'PHONE',
}

registerEnumType(ConsultationMode, {
  name: 'ConsultationMode',
  description: 'In clinic, by video call or by phone call',
});

export const CONSULTATION_MODES = Object.values(ConsultationMode);

const WORDS: Record<ConsultationMode, string> = {
  IN_CLINIC: 'in the clinic',
  VIDEO: 'by video call',
  PHONE: 'by phone',
};

/** "in the clinic or by video call", for messages. */
export function modeWords(modes: readonly ConsultationMode[]): string {
  return modes.map((mode) => WORDS[mode]).join(' or ');
}
