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
import { useCatalogue, useLocale } from '../../lib/i18n/catalogue';
import { formatMoneyIn } from '../../lib/i18n/formats';
import { cartTotal, decrease, increase, removeItem } from './cart';
import { lineKey, type CartItem } from './cart-storage';
import { cartOpenVar, updateCart, useCart, useCartOpen, useMaxPerProduct } from './cart-store';
import { ProductImage } from './product-image';
import { shopCatalogue } from './catalogue';
import { storedNameLang } from './content-lang';

const TITLE_ID = 'cart-title';

function CartLine({ item }: { item: CartItem }) {
  const { _ } = useCatalogue(shopCatalogue);
  const locale = useLocale();
  const max = useMaxPerProduct();
  const atMost = item.quantity >= max;
  // A size is part of what the line is: "Support Brief, size L".
  const name = item.size ? _('shop.sized', { name: item.name, size: item.size }) : item.name;
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, py: 1.5 }}>
      <ProductImage src={item.image} size={64} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography
          lang={storedNameLang(locale, item.name)}
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {_('shop.cart.each', { price: formatMoneyIn(locale, item.price) })}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5, flexWrap: 'wrap' }}>
          <IconButton
            aria-label={_('shop.cart.decrease', { name })}
            disabled={item.quantity <= 1}
            onClick={() => updateCart((cart) => decrease(cart, lineKey(item)))}
          >
            <RemoveIcon />
          </IconButton>
          <Typography
            component="output"
            aria-label={_('shop.cart.quantity', { name })}
            aria-live="polite"
            sx={{ minWidth: 28, textAlign: 'center', fontWeight: 600 }}
          >
            {item.quantity}
          </Typography>
          <IconButton
            aria-label={_('shop.cart.increase', { name })}
            disabled={atMost}
            onClick={() => updateCart((cart) => increase(cart, lineKey(item), max))}
          >
            <AddIcon />
          </IconButton>
          <Button
            color="error"
            onClick={() => updateCart((cart) => removeItem(cart, lineKey(item)))}
            aria-label={_('shop.cart.removeLabel', { name })}
            sx={{ ml: 'auto', minHeight: 48 }}
          >
            {_('shop.cart.remove')}
          </Button>
        </Box>
        {atMost && (
          <Typography variant="body2" color="text.secondary">
            {_('shop.cart.mostPerOrder', { max })}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/** The cart side panel: lines with quantity controls and Remove, the total, and the way on. */
export function CartDrawer() {
  const { _ } = useCatalogue(shopCatalogue);
  const locale = useLocale();
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
          {_('shop.cart.title')}
        </Typography>
        <IconButton onClick={close} aria-label={_('shop.cart.close')}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ flex: 1, overflowY: 'auto', px: 2 }}>
        {cart.length === 0 ? (
          <Typography sx={{ py: 4, textAlign: 'center' }}>{_('shop.cart.empty')}</Typography>
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
            <Typography sx={{ fontWeight: 600 }}>{_('shop.cart.total')}</Typography>
            <Typography sx={{ fontWeight: 700 }} data-testid="cart-total">
              {formatMoneyIn(locale, cartTotal(cart))}
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
            {_('shop.cart.checkout')}
          </Button>
        )}
        <Button
          variant="outlined"
          size="large"
          onClick={() => goTo(paths.products)}
          sx={{ minHeight: 48 }}
        >
          {_('shop.cart.continue')}
        </Button>
      </Box>
    </Drawer>
  );
}
