import type { ConsultationMode } from '../graphql/__generated__/graphql';

/** How a consultation takes place, as patients read it wherever modes are shown. */
export const consultationModeTexts: Record<ConsultationMode, string> = {
  IN_CLINIC: 'In clinic',
  VIDEO: 'Video call',
  PHONE: 'Phone call',
};

/** The modes in the order the site offers them, whatever order the server lists them in. */
export const MODE_ORDER: readonly ConsultationMode[] = ['IN_CLINIC', 'VIDEO', 'PHONE'];

export function modeLabels(modes: readonly ConsultationMode[]): string[] {
  return MODE_ORDER.filter((mode) => modes.includes(mode)).map(
    (mode) => consultationModeTexts[mode],
  );
}
