import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatMoney } from '../../lib/money';
import { cartTotal } from './cart';
import type { CartItem } from './cart-storage';
import { ProductImage } from './product-image';
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
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.map((item) => (
            <Box
              component="li"
              key={item.id}
              sx={{ display: 'flex', gap: 1.5, py: 1, alignItems: 'center' }}
            >
              <ProductImage src={item.image} size={48} />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ overflowWrap: 'anywhere' }}>{item.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {texts.line(item.quantity, formatMoney(item.price))}
                </Typography>
              </Box>
              <Typography sx={{ fontWeight: 600 }}>
                {formatMoney((Math.round(item.price * 100) * item.quantity) / 100)}
              </Typography>
            </Box>
          ))}
        </Box>
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
