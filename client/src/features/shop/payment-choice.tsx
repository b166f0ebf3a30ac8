import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { PAYMENT_METHODS, type PaymentMethodCode } from './payment-methods';
import { shopTexts } from './strings';

interface PaymentChoiceProps {
  value: PaymentMethodCode;
  onChange: (value: PaymentMethodCode) => void;
  disabled?: boolean;
}

/** How the patient pays: each offline method with a line on what happens at the door. */
export function PaymentChoice({ value, onChange, disabled }: PaymentChoiceProps) {
  const texts = shopTexts.payment;
  return (
    <FormControl component="fieldset" disabled={disabled}>
      <FormLabel component="legend" id="checkout-payment-label">
        {texts.legend}
      </FormLabel>
      <RadioGroup
        aria-labelledby="checkout-payment-label"
        name="paymentMethod"
        value={value}
        onChange={(event) => onChange(event.target.value as PaymentMethodCode)}
      >
        {PAYMENT_METHODS.map((code) => (
          <FormControlLabel
            key={code}
            value={code}
            control={<Radio />}
            sx={{ minHeight: 48, alignItems: 'center' }}
            label={
              <>
                <Typography component="span" sx={{ display: 'block' }}>
                  {texts.methods[code]}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary">
                  {texts.hints[code]}
                </Typography>
              </>
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
