import { ChoiceField } from '../../components/form/choice-field';
import { PAYMENT_METHODS, type PaymentMethodCode } from './payment-methods';
import { shopTexts } from './strings';

const texts = shopTexts.payment;

/** How the patient pays: each offline method with a line on what happens at the door. */
export function PaymentChoice(props: {
  value: PaymentMethodCode;
  onChange: (value: PaymentMethodCode) => void;
  disabled?: boolean;
}) {
  return (
    <ChoiceField
      {...props}
      name="paymentMethod"
      legend={texts.legend}
      options={PAYMENT_METHODS}
      label={(code) => texts.methods[code]}
      hint={(code) => texts.hints[code]}
    />
  );
}
