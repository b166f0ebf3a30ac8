import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { useCartCount } from '../../features/shop/use-cart-count';
import { useLingui } from '@lingui/react';

// The count's dot, drawn as MUI's Badge draws it; a span of our own keeps Badge's ~2 KiB of
// code off every page's start (README, Performance).
const countSx = {
  position: 'absolute',
  top: -2,
  right: -2,
  minWidth: 20,
  height: 20,
  px: 0.75,
  borderRadius: 10,
  bgcolor: 'secondary.main',
  color: 'secondary.contrastText',
  fontSize: '0.75rem',
  fontWeight: 500,
  lineHeight: '20px',
  textAlign: 'center',
} as const;

/**
 * The header's cart button with the number of products in the cart. A component of its own: the
 * saved cart is only read once the page is adopted, and that re-renders this button, not the
 * whole header.
 */
export function CartButton({ onOpen }: { onOpen: () => void }) {
  const cartCount = useCartCount();
  const { _ } = useLingui();
  return (
    <IconButton
      onClick={onOpen}
      aria-label={_('cart', { count: cartCount })}
      aria-haspopup="dialog"
    >
      <ShoppingCartOutlinedIcon />
      {/* No "0": visible text must stay part of the button's name ("Cart, empty"). */}
      {cartCount > 0 && (
        <Box component="span" sx={countSx} data-testid="cart-badge">
          {cartCount}
        </Box>
      )}
    </IconButton>
  );
}
