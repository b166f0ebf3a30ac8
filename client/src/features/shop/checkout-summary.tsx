import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useCatalogue, useLocale } from '../../lib/i18n/catalogue';
import { formatMoneyIn } from '../../lib/i18n/formats';
import { lineTotal } from './cart';
import { lineKey, type CartItem } from './cart-storage';
import { LineItems } from './line-items';
import type { DeliveryStatus, OrderTotals } from './order-totals';
import { shopCatalogue } from './catalogue';

interface CheckoutSummaryProps {
  items: CartItem[];
  totals: OrderTotals;
  delivery: DeliveryStatus;
  checking: boolean;
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography sx={{ fontWeight: strong ? 700 : undefined }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 700 : undefined, textAlign: 'right' }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * Lines as quantity × price, the delivery fee and the total, at the server's current prices and
 * fees: what the order will cost, before it is placed.
 */
export function CheckoutSummary({ items, totals, delivery, checking }: CheckoutSummaryProps) {
  const { _ } = useCatalogue(shopCatalogue);
  const locale = useLocale();
  const money = (amount: number) => formatMoneyIn(locale, amount);
  const fee =
    delivery.kind === 'pickup'
      ? _('shop.checkout.deliveryPickup')
      : totals.deliveryFee === null
        ? _('shop.checkout.deliveryUnknown')
        : totals.deliveryFee === 0
          ? _('shop.checkout.deliveryFree')
          : money(totals.deliveryFee);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="summary-title" sx={{ p: 2 }}>
      <Typography id="summary-title" variant="h5" component="h2" gutterBottom>
        {_('shop.checkout.summary')}
      </Typography>
      {checking ? (
        <Box role="status" aria-label={_('shop.checkout.checkingPrices')}>
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Box>
      ) : (
        <LineItems
          lines={items.map((item) => ({
            key: lineKey(item),
            image: item.image,
            name: item.name,
            size: item.size,
            quantity: item.quantity,
            unitPrice: item.price,
            lineTotal: lineTotal(item),
          }))}
        />
      )}
      <Box
        data-testid="checkout-figures"
        sx={{ display: 'grid', gap: 0.5, borderTop: 1, borderColor: 'divider', pt: 1.5, mt: 1 }}
      >
        {checking ? (
          <Skeleton width={120} />
        ) : (
          <>
            <Row label={_('shop.checkout.itemsTotal')} value={money(totals.itemsTotal)} />
            <Row label={_('shop.checkout.deliveryFee')} value={fee} />
            <Box data-testid="checkout-total">
              <Row label={_('shop.checkout.total')} value={money(totals.total)} strong />
            </Box>
          </>
        )}
      </Box>
    </Paper>
  );
}
