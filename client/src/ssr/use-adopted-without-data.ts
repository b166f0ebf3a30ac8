import { useState } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * True while the browser adopts a server-rendered page that came without this query's data, until
 * the query settles. The server's answer was then an error, which the Apollo state sent with the
 * page does not carry; the page should keep showing what the server showed for it (its not-found
 * state): the loading state instead would not match the server's HTML, and React would replace
 * the page, losing a tap made meanwhile.
 */
export function useAdoptedWithoutData(hasData: boolean, loading: boolean): boolean {
  const hydrated = useHydrated();
  const [adoptedWithoutData] = useState(() => !hydrated && !hasData);
  return adoptedWithoutData && loading;
}
