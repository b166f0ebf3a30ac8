import { useEffect, useState } from 'react';

/** Whether the tab is in front: desk screens poll only then. */
export function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

/** How often desk screens ask again while visible: a booking made online shows within this. */
export const DESK_POLL_MS = 15_000;
