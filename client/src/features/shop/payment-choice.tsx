import { ChoiceField } from '../../components/form/choice-field';
import { PAYMENT_METHODS, type PaymentMethodCode } from './payment-methods';
import { useCatalogue } from '../../lib/i18n/catalogue';
import { shopCatalogue } from './catalogue';

/** How the patient pays: each offline method with a line on what happens at the door. */
export function PaymentChoice(props: {
  value: PaymentMethodCode;
  onChange: (value: PaymentMethodCode) => void;
  disabled?: boolean;
}) {
  const { _ } = useCatalogue(shopCatalogue);
  return (
    <ChoiceField
      {...props}
      name="paymentMethod"
      legend={_('shop.payment.legend')}
      options={PAYMENT_METHODS}
      label={(code) => _(`shop.payment.methods.${code}`)}
      hint={(code) => _(`shop.payment.hints.${code}`)}
    />
  );
}
