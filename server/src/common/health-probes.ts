import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { DataSource } from 'typeorm';

const READY_TIMEOUT_MS = 2000;

async function databaseAnswers(dataSource: DataSource): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  try {
    const ping = dataSource.query('SELECT 1').then(
      () => true,
      () => false,
    );
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The probe a request's path names (its query ignored), if any. */
function probeOf(url = ''): '/healthz' | '/readyz' | undefined {
  const end = url.indexOf('?');
  const path = end === -1 ? url : url.slice(0, end);
  return path === '/healthz' || path === '/readyz' ? path : undefined;
}

const OK = '{"status":"ok"}';
const UNAVAILABLE = '{"status":"unavailable"}';

function answer(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  });
  res.end(body);
}

/**
 * `GET /healthz` (the process answers) and `GET /readyz` (its database answers too) for load
 * balancers and orchestrators, answered before `app` sees the request. A probe is not a page:
 * it needs no security headers, compression, log line or client budget (in the app, that work
 * made a probe cost ten bare answers), and a busy client cannot make the instance look down.
 * Everything else goes to `app`.
 */
export function withHealthProbes(dataSource: DataSource, app: RequestListener): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    const probe = req.method === 'GET' || req.method === 'HEAD' ? probeOf(req.url) : undefined;
    if (probe === undefined) return app(req, res);
    if (probe === '/healthz') return answer(res, 200, OK);
    void databaseAnswers(dataSource).then((up) =>
      up ? answer(res, 200, OK) : answer(res, 503, UNAVAILABLE),
    );
  };
}
