import { useContext, useEffect } from 'react';
import { StartUpContext } from './start-up';

/**
 * Rendered last in the page's Suspense boundary, and with the error shown instead of a page:
 * the page hydrates after the frame, so this marks the whole page adopted and live.
 */
export function PageAdopted() {
  const startUp = useContext(StartUpContext);
  useEffect(() => startUp.adopted(), [startUp]);
  return null;
}
