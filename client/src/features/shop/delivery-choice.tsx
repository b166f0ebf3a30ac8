import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { ChoiceField } from '../../components/form/choice-field';
import { formatMoney } from '../../lib/money';
import type { DeliveryMethodCode, DeliveryStatus } from './order-totals';
import { shopTexts } from './strings';

const METHODS: readonly DeliveryMethodCode[] = ['HOME_DELIVERY', 'PICKUP'];

/** Home delivery or pickup at the clinic, each with a line on what it means. */
export function DeliveryChoice(props: {
  value: DeliveryMethodCode;
  onChange: (value: DeliveryMethodCode) => void;
  disabled?: boolean;
}) {
  const texts = shopTexts.delivery;
  return (
    <ChoiceField
      {...props}
      name="deliveryMethod"
      legend={texts.legend}
      options={METHODS}
      label={(code) => texts.methods[code]}
      hint={(code) => texts.hints[code]}
    />
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
