import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import { testDatabaseUrl } from './test-app';

export interface DatabaseRelay {
  /** The test database's URL, reached through the relay. */
  url: string;
  /** The database "goes away": open connections drop, new ones are refused. */
  cut(): Promise<void>;
  /** The database "comes back" on the same address. */
  restore(): Promise<void>;
}

/**
 * A TCP relay to the test database that can be cut and restored, so one app loses its database
 * while the others keep theirs. (PGlite cannot start inside Jest's VM without
 * --experimental-vm-modules, so a second embedded database is not an option.)
 */
export async function startDatabaseRelay(): Promise<DatabaseRelay> {
  const target = new URL(testDatabaseUrl());
  const sockets = new Set<Socket>();
  const relay = (): Server =>
    createServer((client) => {
      const upstream = connect(Number(target.port || 5432), target.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('error', () => undefined);
        socket.on('close', () => sockets.delete(socket));
      }
      client.pipe(upstream).pipe(client);
    });
  const listen = (server: Server, port: number) =>
    new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  let server = relay();
  await listen(server, 0);
  const port = (server.address() as AddressInfo).port;
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    cut: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
    async restore() {
      server = relay();
      await listen(server, port);
    },
  };
}
