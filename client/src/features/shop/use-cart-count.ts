import { useEffect } from 'react';
import { distinctItemCount } from './cart-storage';
import { reloadCart, useCart } from './cart-store';

/** Distinct items in the cart (not the total quantity), following every change to it. */
export function useCartCount(): number {
  useEffect(reloadCart, []);
  return distinctItemCount(useCart());
}
