import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { formatMoney } from '../../lib/money';
import { useHydrated } from '../../ssr/use-hydrated';
import type { PlacedOrderState } from './checkout-page';
import { LineItems, orderLines } from './line-items';
import { readPlacedOrder, type PlacedOrderDetails } from './placed-order';
import { shopTexts } from './strings';

const texts = shopTexts.placed;

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography sx={{ fontWeight: strong ? 700 : undefined }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 700 : undefined }}>{value}</Typography>
    </Box>
  );
}

function estimate(order: PlacedOrderDetails): string {
  if (order.deliveryMethod === 'PICKUP') return texts.pickup;
  return order.sameDayDelivery ? texts.sameDay : texts.later;
}

function PlacedOrder({ order }: { order: PlacedOrderDetails }) {
  const total = formatMoney(order.totalAmount);
  const track: PlacedOrderState = { orderNumber: order.orderNumber ?? '', phone: order.phone };
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
      <Alert severity="success" icon={false}>
        <Typography component="p" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
          {texts.number(order.orderNumber ?? '')}
        </Typography>
        <Typography>{texts.keepNumber}</Typography>
      </Alert>
      <Typography sx={{ fontWeight: 600 }}>{texts.call}</Typography>

      <Paper variant="outlined" component="section" aria-labelledby="placed-items" sx={{ p: 2 }}>
        <Typography id="placed-items" variant="h5" component="h2" gutterBottom>
          {texts.items}
        </Typography>
        <LineItems lines={orderLines(order.items)} />
        <Box
          data-testid="placed-figures"
          sx={{ display: 'grid', gap: 0.5, borderTop: 1, borderColor: 'divider', pt: 1.5, mt: 1 }}
        >
          <Figure label={texts.itemsTotal} value={formatMoney(order.itemsTotal)} />
          <Figure
            label={texts.deliveryFee}
            value={order.deliveryFee > 0 ? formatMoney(order.deliveryFee) : texts.free}
          />
          <Figure label={texts.total} value={total} strong />
        </Box>
      </Paper>

      <Paper variant="outlined" component="section" aria-labelledby="placed-delivery" sx={{ p: 2 }}>
        <Typography id="placed-delivery" variant="h5" component="h2" gutterBottom>
          {texts.estimateTitle}
        </Typography>
        <Typography sx={{ mb: 1 }}>{estimate(order)}</Typography>
        <Typography>{texts.pay[order.paymentMethod][order.deliveryMethod](total)}</Typography>
      </Paper>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Button
          component={RouterLink}
          to={paths.orders}
          state={track}
          variant="contained"
          sx={{ minHeight: 48 }}
        >
          {texts.track}
        </Button>
        <ContinueShopping />
      </Box>
    </Box>
  );
}

function ContinueShopping() {
  return (
    <Button component={RouterLink} to={paths.products} variant="outlined" sx={{ minHeight: 48 }}>
      {texts.continue}
    </Button>
  );
}

function NoOrder() {
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
      <Typography>{texts.none}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Button component={RouterLink} to={paths.orders} variant="contained" sx={{ minHeight: 48 }}>
          {texts.myOrders}
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
  const hydrated = useHydrated();
  const order = hydrated ? readPlacedOrder() : null;
  if (!hydrated) return <PageContainer>{null}</PageContainer>;
  return (
    <PageContainer>
      <PageHeader
        title={order ? texts.title : texts.noneTitle}
        documentTitle={texts.documentTitle}
      />
      {order ? <PlacedOrder order={order} /> : <NoOrder />}
    </PageContainer>
  );
}
