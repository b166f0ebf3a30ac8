import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatMoney } from '../../lib/money';
import { cartTotal, lineTotal } from './cart';
import type { CartItem } from './cart-storage';
import { LineItems } from './line-items';
import { shopTexts } from './strings';

interface CheckoutSummaryProps {
  items: CartItem[];
  checking: boolean;
}

/** Lines as quantity × price and the total, at the server's current prices. */
export function CheckoutSummary({ items, checking }: CheckoutSummaryProps) {
  const texts = shopTexts.checkout;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="summary-title" sx={{ p: 2 }}>
      <Typography id="summary-title" variant="h5" component="h2" gutterBottom>
        {texts.summary}
      </Typography>
      {checking ? (
        <Box role="status" aria-label={texts.checkingPrices}>
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Box>
      ) : (
        <LineItems
          lines={items.map((item) => ({
            key: item.id,
            image: item.image,
            name: item.name,
            quantity: item.quantity,
            unitPrice: item.price,
            lineTotal: lineTotal(item),
          }))}
        />
      )}
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          borderTop: 1,
          borderColor: 'divider',
          pt: 1.5,
          mt: 1,
        }}
      >
        <Typography sx={{ fontWeight: 700 }}>{texts.total}</Typography>
        {checking ? (
          <Skeleton width={80} />
        ) : (
          <Typography sx={{ fontWeight: 700 }} data-testid="checkout-total">
            {formatMoney(cartTotal(items))}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}
