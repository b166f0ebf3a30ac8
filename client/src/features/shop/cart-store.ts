import { makeVar } from '@apollo/client';
import { useReactiveVar } from '@apollo/client/react';
import { useHydrated } from '../../ssr/use-hydrated';
import { CART_STORAGE_KEY, MAX_QUANTITY, readCart, writeCart, type CartItem } from './cart-storage';

/** The cart, in memory for every component; each change is saved under localStorage `cart`. */
export const cartVar = makeVar<CartItem[]>(readCart());

/** The most of one product an order may hold, as the server last said (checkout asks). */
export const maxPerProductVar = makeVar(MAX_QUANTITY);

/** Whether the cart side panel is open; the header and Add to Cart share it. */
export const cartOpenVar = makeVar(false);

export function setCart(items: CartItem[]): void {
  if (items === cartVar()) return;
  writeCart(items);
  cartVar(items);
}

/** Reads the saved cart again (the page shell does on mount; tests set storage before render). */
export function reloadCart(): void {
  const saved = readCart();
  if (JSON.stringify(saved) !== JSON.stringify(cartVar())) cartVar(saved);
}

/** Applies one of the rules in cart.ts to the current cart. */
export function updateCart(change: (items: CartItem[]) => CartItem[]): void {
  setCart(change(cartVar()));
}

// Another tab changed the cart: follow it, so a placed order empties the cart everywhere.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === CART_STORAGE_KEY) cartVar(readCart());
  });
}

const NOTHING_YET: CartItem[] = [];

/** The cart; empty while a server-rendered page hydrates (the server never sees the cart). */
export function useCart(): CartItem[] {
  const items = useReactiveVar(cartVar);
  return useHydrated() ? items : NOTHING_YET;
}

export function useCartOpen(): boolean {
  return useReactiveVar(cartOpenVar);
}

export function useMaxPerProduct(): number {
  return useReactiveVar(maxPerProductVar);
}
