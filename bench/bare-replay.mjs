#!/usr/bin/env node
// The floor for a request: node:http answering, for each method and path, the bytes the app
// answered (status, content type, body), read from the JSON file named by REPLAY_FILE. It reads
// the whole request body first, as any server must. PORT from the environment; /readyz answers.
import http from 'node:http';
import { readFileSync } from 'node:fs';

const answers = new Map(
  JSON.parse(readFileSync(process.env.REPLAY_FILE, 'utf8')).map((a) => [
    `${a.method} ${a.path}`,
    { ...a, body: Buffer.from(a.body, 'base64') },
  ]),
);
answers.set('GET /readyz', {
  status: 200,
  contentType: 'application/json; charset=utf-8',
  body: Buffer.from('{"status":"ok"}'),
});

const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    const answer = answers.get(`${req.method} ${req.url}`);
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(answer.status, {
      'content-type': answer.contentType,
      'content-length': answer.body.length,
    });
    res.end(answer.body);
  });
});

server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT ?? 4904), '127.0.0.1');
process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
});
