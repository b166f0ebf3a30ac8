import { ChoiceField } from '../../components/form/choice-field';
import type { ConsultationMode } from '../../graphql/__generated__/graphql';
import { MODE_ORDER } from '../../lib/consultation-mode-texts';
import { useBookingWords } from './words';

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
  const { _ } = useBookingWords();
  return (
    <ChoiceField
      name="mode"
      legend={_('booking.field.mode')}
      options={MODE_ORDER.filter((mode) => modes.includes(mode))}
      value={(value as ConsultationMode) || ''}
      onChange={onChange}
      label={(mode) => _(`booking.mode.${mode}`)}
      hint={(mode) => _(`booking.modeHelp.${mode}`)}
    />
  );
}
