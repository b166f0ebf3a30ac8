import { useSyncExternalStore } from 'react';

// Screens whose code is on its way. A tap on a link keeps the current page on screen until the
// next one can render (the router renders in a transition), so the header shows a progress bar
// meanwhile: on a slow connection the wait for a screen's chunk is long enough to feel broken.

let pending = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function change(by: number): void {
  pending += by;
  listeners.forEach((listener) => listener());
}

/** Counts a screen's code as loading until `loading` settles. */
export function trackPageLoad<T>(loading: Promise<T>): Promise<T> {
  // Started while React renders the screen: tell the header after that render, not during it.
  void Promise.resolve().then(() => change(1));
  return loading.finally(() => void Promise.resolve().then(() => change(-1)));
}

/** True while any screen's code is loading. */
export function usePageLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pending > 0,
    () => false,
  );
}
