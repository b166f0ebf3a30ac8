import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { useCartCount } from '../../features/shop/use-cart-count';
import { layoutTexts } from '../strings';

/**
 * The header's cart button with the number of products in the cart. A component of its own: the
 * saved cart is only read once the page is adopted, and that re-renders this button, not the
 * whole header.
 */
export function CartButton({ onOpen }: { onOpen: () => void }) {
  const cartCount = useCartCount();
  return (
    <IconButton onClick={onOpen} aria-label={layoutTexts.cart(cartCount)} aria-haspopup="dialog">
      {/* No "0" in the badge: visible text must stay part of the button's name ("Cart, empty"). */}
      <Badge badgeContent={cartCount || null} color="secondary" data-testid="cart-badge">
        <ShoppingCartOutlinedIcon />
      </Badge>
    </IconButton>
  );
}
