import { env } from '../../config/env';
import { createFetchWithTimeout } from '../../lib/fetch-with-timeout';

export const PROBE_TIMEOUT_MS = 3000;

export type BackendStatus = 'checking' | 'online' | 'offline';

/**
 * The spec's backend probe: GET /api/doctors with a 3 s timeout. Any HTTP answer means online;
 * a refused connection, network error or timeout means offline (Demo Mode).
 */
export async function probeBackend(): Promise<Exclude<BackendStatus, 'checking'>> {
  try {
    await createFetchWithTimeout(PROBE_TIMEOUT_MS)(`${env.apiOrigin}/api/doctors?available=true`, {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
    });
    return 'online';
  } catch {
    return 'offline';
  }
}
