import { useEffect, useState } from 'react';
import { probeBackend, type BackendStatus } from './probe-backend';

/** checking -> online | offline, probed once when the booking page opens. */
export function useBackendStatus(): BackendStatus {
  const [status, setStatus] = useState<BackendStatus>('checking');
  useEffect(() => {
    let current = true;
    void probeBackend().then((result) => {
      if (current) setStatus(result);
    });
    return () => {
      current = false;
    };
  }, []);
  return status;
}
