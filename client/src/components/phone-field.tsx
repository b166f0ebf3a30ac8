import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { phoneDigits } from '../lib/phone';

type PhoneFieldProps = Omit<TextFieldProps, 'onChange' | 'value' | 'type'> & {
  value: string;
  /** Called with the digits kept (at most 10), never with the raw text. */
  onChange: (digits: string) => void;
};

/**
 * A 10-digit Indian phone number: numeric keypad on phones, digits only, at most 10. No maxLength
 * on the input: it would cut a pasted "+91 98765 43210" before the digits are picked out.
 */
export function PhoneField({ value, onChange, slotProps, ...props }: PhoneFieldProps) {
  return (
    <TextField
      {...props}
      type="tel"
      value={value}
      onChange={(event) => onChange(phoneDigits(event.target.value))}
      slotProps={{
        ...slotProps,
        htmlInput: {
          inputMode: 'numeric',
          autoComplete: 'tel-national',
          ...(slotProps?.htmlInput as object | undefined),
        },
      }}
    />
  );
}
