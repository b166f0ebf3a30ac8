import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { ChoiceField } from '../../components/form/choice-field';
import { useCatalogue, useLocale } from '../../lib/i18n/catalogue';
import { formatMoneyIn } from '../../lib/i18n/formats';
import type { DeliveryMethodCode, DeliveryStatus } from './order-totals';
import { shopCatalogue } from './catalogue';

// eslint-disable-next-line lingui/no-unlocalized-strings -- the API's code, no words
const METHODS: readonly DeliveryMethodCode[] = ['HOME_DELIVERY', 'PICKUP'];

/** Home delivery or pickup at the clinic, each with a line on what it means. */
export function DeliveryChoice(props: {
  value: DeliveryMethodCode;
  onChange: (value: DeliveryMethodCode) => void;
  disabled?: boolean;
}) {
  const { _ } = useCatalogue(shopCatalogue);
  return (
    <ChoiceField
      {...props}
      name="deliveryMethod"
      legend={_('shop.delivery.legend')}
      options={METHODS}
      label={(code) => _(`shop.delivery.methods.${code}`)}
      hint={(code) => _(`shop.delivery.hints.${code}`)}
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
  const { _ } = useCatalogue(shopCatalogue);
  const locale = useLocale();
  if (status.kind === 'outside') {
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" onClick={onChoosePickup} sx={{ minHeight: 48 }}>
            {_('shop.delivery.choosePickup')}
          </Button>
        }
        sx={{ flexWrap: 'wrap', '& .MuiAlert-action': { ml: 0, pl: 0 } }}
      >
        {_('shop.delivery.outside', { pinCode: status.pinCode })}
      </Alert>
    );
  }
  if (status.kind === 'inside') {
    return (
      <Alert severity="success">
        {status.fee > 0
          ? _('shop.delivery.inside', {
              fee: formatMoneyIn(locale, status.fee),
              sameDay: String(status.sameDay),
            })
          : _('shop.delivery.insideFree', { sameDay: String(status.sameDay) })}
      </Alert>
    );
  }
  return null;
}
