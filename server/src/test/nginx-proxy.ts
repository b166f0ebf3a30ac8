import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../common/config';
import { freePort, waitFor } from './built-server';
import { client, type Send } from './proxy-client';

/** The production proxy's configuration, a template for the nginx image (docker-compose.yml). */
export const NGINX_TEMPLATE = path.join(repoRoot, 'deploy', 'nginx.conf');

const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'];

function onPath(command: string): boolean {
  return spawnSync(command, ['version'], { stdio: 'ignore' }).error === undefined;
}

function nginxBinary(): string | undefined {
  return NGINX_CANDIDATES.find(
    (candidate) => spawnSync(candidate, ['-v'], { stdio: 'ignore' }).status === 0,
  );
}

/** Why nginx cannot run in front of the app here, or undefined when it can. */
export function withoutNginx(): string | undefined {
  if (!nginxBinary()) return 'needs nginx: apt-get install -y nginx';
  if (!onPath('openssl')) return 'needs openssl: apt-get install -y openssl';
  return undefined;
}

/**
 * Fills the template's ${NAME} placeholders as the nginx image does from its environment;
 * fails on a placeholder it was not given, so the template and this test cannot drift apart.
 */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{([A-Z_]+)\}/g, (_whole, name: string) => {
    if (!(name in values)) throw new Error(`deploy/nginx.conf uses \${${name}}, not given`);
    return values[name];
  });
}

export interface NginxProxy {
  httpPort: number;
  httpsPort: number;
  /** The throw-away certificate, for clients to trust. */
  certificate: string;
  /** The host name the certificate and SITE_HOST carry. */
  siteHost: string;
  /** A client on `localAddress` (127.0.0.2, ...) speaking HTTPS to the proxy. */
  client(localAddress: string): Send;
  stop(): Promise<void>;
}

/**
 * Debian's nginx with deploy/nginx.conf in front of the app on `appPorts` (one instance, or
 * several as docker compose's replicas of `app` are: one upstream, requests spread round-robin),
 * on loopback ports, with a throw-away self-signed certificate; everything it writes stays in a
 * temporary folder.
 */
export async function startNginxProxy(appPorts: number | readonly number[]): Promise<NginxProxy> {
  const [appPort, ...morePorts] = typeof appPorts === 'number' ? [appPorts] : appPorts;
  const nginx = nginxBinary();
  if (!nginx) throw new Error('nginx is not installed');
  const prefix = mkdtempSync(path.join(tmpdir(), 'clinic-nginx-'));
  // Workers run as an unprivileged user when started as root: they must reach the folder.
  chmodSync(prefix, 0o755);
  mkdirSync(path.join(prefix, 'temp'));
  const siteHost = 'localhost';
  const certificate = path.join(prefix, 'cert.pem');
  const key = path.join(prefix, 'key.pem');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${siteHost}`,
      '-addext',
      `subjectAltName=DNS:${siteHost}`,
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl failed: ${made.stderr}`);

  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const upstream = `127.0.0.1:${appPort}`;
  const configuration = fillTemplate(readFileSync(NGINX_TEMPLATE, 'utf8'), {
    SITE_HOST: siteHost,
    APP_UPSTREAM: upstream,
    NGINX_HTTP_LISTEN: `127.0.0.1:${httpPort}`,
    NGINX_HTTPS_LISTEN: `127.0.0.1:${httpsPort}`,
    TLS_CERTIFICATE: certificate,
    TLS_CERTIFICATE_KEY: key,
  });
  // More instances: more servers in the one upstream, as a name resolving to each would give.
  const serverLine = `server ${upstream};`;
  if (!configuration.includes(serverLine)) throw new Error('deploy/nginx.conf: no upstream server');
  writeFileSync(
    path.join(prefix, 'clinic.conf'),
    configuration.replace(
      serverLine,
      [serverLine, ...morePorts.map((port) => `server 127.0.0.1:${port};`)].join('\n    '),
    ),
  );
  // What the nginx image's own nginx.conf provides around the template.
  const temp = (name: string) => path.join(prefix, 'temp', name);
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${path.join(prefix, 'nginx.pid')};`,
      `error_log ${path.join(prefix, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      `  client_body_temp_path ${temp('body')};`,
      `  proxy_temp_path ${temp('proxy')};`,
      `  fastcgi_temp_path ${temp('fastcgi')};`,
      `  uwsgi_temp_path ${temp('uwsgi')};`,
      `  scgi_temp_path ${temp('scgi')};`,
      `  include ${path.join(prefix, 'clinic.conf')};`,
      '}',
      '',
    ].join('\n'),
  );

  const args = [
    '-p',
    prefix,
    '-c',
    path.join(prefix, 'nginx.conf'),
    '-e',
    path.join(prefix, 'error.log'),
  ];
  const checked = spawnSync(nginx, ['-t', ...args], { encoding: 'utf8' });
  if (checked.status !== 0)
    throw new Error(`nginx -t refused the configuration:\n${checked.stderr}`);

  const child: ChildProcess = spawn(nginx, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr!.on('data', (chunk) => (output = (output + String(chunk)).slice(-10_000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(prefix, { recursive: true, force: true });
  };
  try {
    await waitFor('nginx listening', 20_000, async () => {
      if (child.exitCode !== null) throw new Error(`nginx exited:\n${output}`);
      return canConnect(httpsPort);
    });
  } catch (error) {
    await stop();
    throw error;
  }
  const https = { ca: readFileSync(certificate, 'utf8'), servername: siteHost };
  return {
    httpPort,
    httpsPort,
    certificate,
    siteHost,
    client: (localAddress) => client(localAddress, { port: httpsPort, https }),
    stop,
  };
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
