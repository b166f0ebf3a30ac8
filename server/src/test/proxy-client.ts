import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

// A client on a loopback address of its own (127.0.0.2, ...), as the proxy tests need: nginx
// counts and the app believes clients by address, and HTTPS through the proxy trusts only the
// test's throw-away certificate.

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export type Send = (
  method: string,
  path: string,
  options?: { headers?: Record<string, string>; body?: unknown },
) => Promise<Answer>;

/** A client on its own loopback address, over HTTPS through the proxy or plain HTTP. */
export function client(
  localAddress: string,
  target: { port: number; https?: { ca: string; servername: string } },
): Send {
  const agent = target.https
    ? new HttpsAgent({ keepAlive: true, localAddress, ca: target.https.ca })
    : new HttpAgent({ keepAlive: true, localAddress });
  const request = target.https ? httpsRequest : httpRequest;
  return (method, path, { headers = {}, body } = {}) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = request(
        {
          host: '127.0.0.1',
          port: target.port,
          servername: target.https?.servername,
          method,
          path,
          agent,
          headers: {
            ...(target.https ? { host: target.https.servername } : {}),
            ...(payload ? { 'content-type': 'application/json' } : {}),
            ...headers,
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
          );
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
}
