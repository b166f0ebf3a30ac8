import { useSyncExternalStore } from 'react';
import { CART_CHANGE_EVENT, CART_STORAGE_KEY, distinctItemCount, readCart } from './cart-storage';

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CART_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CART_CHANGE_EVENT, onChange);
  };
}

const getSnapshot = () => distinctItemCount(readCart());

/** Distinct items in the cart, kept in step with changes in this tab and others. */
export function useCartCount(): number {
  return useSyncExternalStore(subscribe, getSnapshot, () => 0);
}
