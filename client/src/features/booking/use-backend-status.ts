import { useEffect, useState } from 'react';
import { useHydrated } from '../../ssr/use-hydrated';
import { probeBackend, type BackendStatus } from './probe-backend';

/**
 * checking -> online | offline, probed once when the booking page opens in the browser.
 *
 * A booking page the server rendered came from the backend itself, with its doctors: it starts
 * online (on the server and while the browser adopts it) and is not probed, which would only
 * repeat what the page's arrival proved and re-render the whole form on a slow phone.
 */
export function useBackendStatus(): BackendStatus {
  const hydrated = useHydrated();
  const [status, setStatus] = useState<BackendStatus>(() => (hydrated ? 'checking' : 'online'));
  const probe = status === 'checking';
  useEffect(() => {
    if (!probe) return;
    let current = true;
    void probeBackend().then((result) => {
      if (current) setStatus(result);
    });
    return () => {
      current = false;
    };
  }, [probe]);
  return status;
}
