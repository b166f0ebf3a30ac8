import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { formatMoney } from '../../lib/money';
import type { DeliveryMethodCode, DeliveryStatus } from './order-totals';
import { shopTexts } from './strings';

const METHODS: readonly DeliveryMethodCode[] = ['HOME_DELIVERY', 'PICKUP'];

interface DeliveryChoiceProps {
  value: DeliveryMethodCode;
  onChange: (value: DeliveryMethodCode) => void;
  disabled?: boolean;
}

/** Home delivery or pickup at the clinic, each with a line on what it means. */
export function DeliveryChoice({ value, onChange, disabled }: DeliveryChoiceProps) {
  const texts = shopTexts.delivery;
  return (
    <FormControl component="fieldset" disabled={disabled}>
      <FormLabel component="legend" id="checkout-delivery-label">
        {texts.legend}
      </FormLabel>
      <RadioGroup
        aria-labelledby="checkout-delivery-label"
        name="deliveryMethod"
        value={value}
        onChange={(event) => onChange(event.target.value as DeliveryMethodCode)}
      >
        {METHODS.map((code) => (
          <FormControlLabel
            key={code}
            value={code}
            control={<Radio />}
            sx={{ minHeight: 48 }}
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

/**
 * What the typed PIN code means, said before the order is placed: the fee and how soon, or that
 * the clinic does not deliver there, with pickup offered instead.
 */
export function DeliveryArea({
  status,
  onChoosePickup,
}: {
  status: DeliveryStatus;
  onChoosePickup: () => void;
}) {
  const texts = shopTexts.delivery;
  if (status.kind === 'outside') {
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" onClick={onChoosePickup} sx={{ minHeight: 48 }}>
            {texts.choosePickup}
          </Button>
        }
        sx={{ flexWrap: 'wrap', '& .MuiAlert-action': { ml: 0, pl: 0 } }}
      >
        {texts.outside(status.pinCode)}
      </Alert>
    );
  }
  if (status.kind === 'inside') {
    return (
      <Alert severity="success">
        {status.fee > 0
          ? texts.inside(formatMoney(status.fee), status.sameDay)
          : texts.insideFree(status.sameDay)}
      </Alert>
    );
  }
  return null;
}
