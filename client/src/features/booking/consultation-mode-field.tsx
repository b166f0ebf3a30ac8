import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { ConsultationMode } from '../../graphql/__generated__/graphql';
import { consultationModeTexts, MODE_ORDER } from '../../lib/consultation-mode-texts';
import { bookingTexts as texts } from './strings';

interface ConsultationModeFieldProps {
  modes: readonly ConsultationMode[];
  value: string;
  onChange: (mode: ConsultationMode) => void;
}

/** In clinic, video or phone: the ways the chosen doctor consults, each a large tap target. */
export function ConsultationModeField({ modes, value, onChange }: ConsultationModeFieldProps) {
  const offered = MODE_ORDER.filter((mode) => modes.includes(mode));
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" id="booking-mode-label">
        {texts.fields.mode}
      </FormLabel>
      <RadioGroup
        aria-labelledby="booking-mode-label"
        name="mode"
        value={value}
        onChange={(event) => onChange(event.target.value as ConsultationMode)}
      >
        {offered.map((mode) => (
          <FormControlLabel
            key={mode}
            value={mode}
            control={<Radio />}
            sx={{ minHeight: 48, alignItems: 'center' }}
            label={
              <span>
                <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                  {consultationModeTexts[mode]}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary">
                  {texts.fields.modeHelp[mode]}
                </Typography>
              </span>
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
