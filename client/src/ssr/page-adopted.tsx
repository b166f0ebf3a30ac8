import { useContext, useEffect } from 'react';
import { StartUpContext } from './start-up';

/**
 * Rendered last in the page's Suspense boundary, and with an error page shown instead of it:
 * the page hydrates after the frame, so this marks the whole page adopted and live.
 */
export function PageAdopted() {
  const startUp = useContext(StartUpContext);
  useEffect(() => startUp.adopted(), [startUp]);
  return null;
}
