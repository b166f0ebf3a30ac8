import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React adopts server-rendered HTML (and on the server), true from then on. What only
 * the browser knows (the saved cart) waits for it, so the first render matches the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
