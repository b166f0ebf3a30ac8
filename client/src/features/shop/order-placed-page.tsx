import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { useCatalogue, useLocale } from '../../lib/i18n/catalogue';
import { formatMoneyIn } from '../../lib/i18n/formats';
import { useMetaDescription } from '../../lib/page-head';
import { useHydrated } from '../../ssr/use-hydrated';
import type { PlacedOrderState } from './checkout-page';
import { LineItems, orderLines } from './line-items';
import { readPlacedOrder, type PlacedOrderDetails } from './placed-order';
import { shopCatalogue } from './catalogue';

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography sx={{ fontWeight: strong ? 700 : undefined }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 700 : undefined }}>{value}</Typography>
    </Box>
  );
}

function estimate(_: ReturnType<typeof useCatalogue>['_'], order: PlacedOrderDetails): string {
  if (order.deliveryMethod === 'PICKUP') return _('shop.placed.pickup');
  return order.sameDayDelivery ? _('shop.placed.sameDay') : _('shop.placed.later');
}

function PlacedOrder({ order }: { order: PlacedOrderDetails }) {
  const { _ } = useCatalogue(shopCatalogue);
  const locale = useLocale();
  const money = (amount: number) => formatMoneyIn(locale, amount);
  const total = money(order.totalAmount);
  const track: PlacedOrderState = { orderNumber: order.orderNumber ?? '', phone: order.phone };
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
      <Alert severity="success" icon={false}>
        <Typography component="p" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
          {_('shop.placed.number', { orderNumber: order.orderNumber ?? '' })}
        </Typography>
        <Typography>{_('shop.placed.keepNumber')}</Typography>
      </Alert>
      <Typography sx={{ fontWeight: 600 }}>{_('shop.placed.call')}</Typography>

      <Paper variant="outlined" component="section" aria-labelledby="placed-items" sx={{ p: 2 }}>
        <Typography id="placed-items" variant="h5" component="h2" gutterBottom>
          {_('shop.placed.items')}
        </Typography>
        <LineItems lines={orderLines(order.items)} />
        <Box
          data-testid="placed-figures"
          sx={{ display: 'grid', gap: 0.5, borderTop: 1, borderColor: 'divider', pt: 1.5, mt: 1 }}
        >
          <Figure label={_('shop.placed.itemsTotal')} value={money(order.itemsTotal)} />
          <Figure
            label={_('shop.placed.deliveryFee')}
            value={order.deliveryFee > 0 ? money(order.deliveryFee) : _('shop.placed.free')}
          />
          <Figure label={_('shop.placed.total')} value={total} strong />
        </Box>
      </Paper>

      <Paper variant="outlined" component="section" aria-labelledby="placed-delivery" sx={{ p: 2 }}>
        <Typography id="placed-delivery" variant="h5" component="h2" gutterBottom>
          {_('shop.placed.estimateTitle')}
        </Typography>
        <Typography sx={{ mb: 1 }}>{estimate(_, order)}</Typography>
        <Typography>
          {_(`shop.placed.pay.${order.paymentMethod}.${order.deliveryMethod}`, { total })}
        </Typography>
      </Paper>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Button
          component={RouterLink}
          to={paths.orders}
          state={track}
          variant="contained"
          sx={{ minHeight: 48 }}
        >
          {_('shop.placed.track')}
        </Button>
        <ContinueShopping />
      </Box>
    </Box>
  );
}

function ContinueShopping() {
  const { _ } = useCatalogue(shopCatalogue);
  return (
    <Button component={RouterLink} to={paths.products} variant="outlined" sx={{ minHeight: 48 }}>
      {_('shop.placed.continue')}
    </Button>
  );
}

function NoOrder() {
  const { _ } = useCatalogue(shopCatalogue);
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
      <Typography>{_('shop.placed.none')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Button component={RouterLink} to={paths.orders} variant="contained" sx={{ minHeight: 48 }}>
          {_('shop.placed.myOrders')}
        </Button>
        <ContinueShopping />
      </Box>
    </Box>
  );
}

/**
 * The thank-you page of the order this tab just placed (from sessionStorage, never the URL): its
 * number, items, total, how to pay and when it arrives. Another browser, or a tab that placed no
 * order, sees only the way to My Orders.
 */
export function OrderPlacedPage() {
  const { _ } = useCatalogue(shopCatalogue);
  useMetaDescription(_('shop.placed.description'));
  const hydrated = useHydrated();
  const order = hydrated ? readPlacedOrder() : null;
  if (!hydrated) return <PageContainer>{null}</PageContainer>;
  return (
    <PageContainer>
      <PageHeader
        title={order ? _('shop.placed.title') : _('shop.placed.noneTitle')}
        documentTitle={_('shop.placed.documentTitle')}
      />
      {order ? <PlacedOrder order={order} /> : <NoOrder />}
    </PageContainer>
  );
}
