import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';

export interface ChoiceFieldProps<Value extends string> {
  /** The field's name in the form, also the root of its legend's id. */
  name: string;
  legend: string;
  options: readonly Value[];
  value: Value | '';
  onChange: (value: Value) => void;
  /** Each option's name and the line under it saying what choosing it means. */
  label: (option: Value) => string;
  hint: (option: Value) => string;
  disabled?: boolean;
}

/** One choice among a few, each a radio button of a full tap target with a line explaining it. */
export function ChoiceField<Value extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  label,
  hint,
  disabled,
}: ChoiceFieldProps<Value>) {
  const legendId = `${name}-choice-label`;
  return (
    <FormControl component="fieldset" disabled={disabled}>
      <FormLabel component="legend" id={legendId}>
        {legend}
      </FormLabel>
      <RadioGroup
        aria-labelledby={legendId}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value as Value)}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option}
            value={option}
            control={<Radio />}
            sx={{ minHeight: 48, alignItems: 'center' }}
            label={
              <span>
                <Typography component="span" sx={{ display: 'block' }}>
                  {label(option)}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary">
                  {hint(option)}
                </Typography>
              </span>
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
