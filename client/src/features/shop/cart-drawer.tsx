import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import RemoveIcon from '@mui/icons-material/Remove';
import { paths } from '../../config/paths';
import { formatMoney } from '../../lib/money';
import { cartTotal, decrease, increase, removeItem } from './cart';
import { lineKey, type CartItem } from './cart-storage';
import { cartOpenVar, updateCart, useCart, useCartOpen, useMaxPerProduct } from './cart-store';
import { ProductImage } from './product-image';
import { shopTexts } from './strings';

const TITLE_ID = 'cart-title';

function CartLine({ item }: { item: CartItem }) {
  const texts = shopTexts.cart;
  const max = useMaxPerProduct();
  const atMost = item.quantity >= max;
  // A size is part of what the line is: "Support Brief, size L".
  const name = item.size ? shopTexts.sized(item.name, item.size) : item.name;
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, py: 1.5 }}>
      <ProductImage src={item.image} size={64} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {texts.each(formatMoney(item.price))}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5, flexWrap: 'wrap' }}>
          <IconButton
            aria-label={texts.decrease(name)}
            disabled={item.quantity <= 1}
            onClick={() => updateCart((cart) => decrease(cart, lineKey(item)))}
          >
            <RemoveIcon />
          </IconButton>
          <Typography
            component="output"
            aria-label={texts.quantity(name)}
            aria-live="polite"
            sx={{ minWidth: 28, textAlign: 'center', fontWeight: 600 }}
          >
            {item.quantity}
          </Typography>
          <IconButton
            aria-label={texts.increase(name)}
            disabled={atMost}
            onClick={() => updateCart((cart) => increase(cart, lineKey(item), max))}
          >
            <AddIcon />
          </IconButton>
          <Button
            color="error"
            onClick={() => updateCart((cart) => removeItem(cart, lineKey(item)))}
            aria-label={texts.removeLabel(name)}
            sx={{ ml: 'auto', minHeight: 48 }}
          >
            {texts.remove}
          </Button>
        </Box>
        {atMost && (
          <Typography variant="body2" color="text.secondary">
            {texts.mostPerOrder(max)}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/** The cart side panel: lines with quantity controls and Remove, the total, and the way on. */
export function CartDrawer() {
  const texts = shopTexts.cart;
  const open = useCartOpen();
  const cart = useCart();
  const navigate = useNavigate();
  const close = () => cartOpenVar(false);
  const goTo = (path: string) => {
    close();
    void navigate(path);
  };

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={close}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': TITLE_ID,
          sx: { width: { xs: '100%', sm: 400 }, maxWidth: '100vw' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1 }}>
        <Typography id={TITLE_ID} variant="h5" component="h2" sx={{ flex: 1 }}>
          {texts.title}
        </Typography>
        <IconButton onClick={close} aria-label={texts.close}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ flex: 1, overflowY: 'auto', px: 2 }}>
        {cart.length === 0 ? (
          <Typography sx={{ py: 4, textAlign: 'center' }}>{texts.empty}</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {cart.map((item) => (
              <CartLine key={lineKey(item)} item={item} />
            ))}
          </Box>
        )}
      </Box>
      <Divider />
      <Box sx={{ p: 2, display: 'grid', gap: 1.5 }}>
        {cart.length > 0 && (
          <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
            <Typography sx={{ fontWeight: 600 }}>{texts.total}</Typography>
            <Typography sx={{ fontWeight: 700 }} data-testid="cart-total">
              {formatMoney(cartTotal(cart))}
            </Typography>
          </Box>
        )}
        {cart.length > 0 && (
          <Button
            variant="contained"
            size="large"
            onClick={() => goTo(paths.checkout)}
            sx={{ minHeight: 48 }}
          >
            {texts.checkout}
          </Button>
        )}
        <Button
          variant="outlined"
          size="large"
          onClick={() => goTo(paths.products)}
          sx={{ minHeight: 48 }}
        >
          {texts.continue}
        </Button>
      </Box>
    </Drawer>
  );
}
