import { ChoiceField } from '../../components/form/choice-field';
import type { ConsultationMode } from '../../graphql/__generated__/graphql';
import { consultationModeTexts, MODE_ORDER } from '../../lib/consultation-mode-texts';
import { bookingTexts as texts } from './strings';

/** In clinic, video or phone: the ways the chosen doctor consults, each a large tap target. */
export function ConsultationModeField({
  modes,
  value,
  onChange,
}: {
  modes: readonly ConsultationMode[];
  value: string;
  onChange: (mode: ConsultationMode) => void;
}) {
  return (
    <ChoiceField
      name="mode"
      legend={texts.fields.mode}
      options={MODE_ORDER.filter((mode) => modes.includes(mode))}
      value={(value as ConsultationMode) || ''}
      onChange={onChange}
      label={(mode) => consultationModeTexts[mode]}
      hint={(mode) => texts.fields.modeHelp[mode]}
    />
  );
}
