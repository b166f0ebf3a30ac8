import { request as httpRequest } from 'node:http';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { PRESCRIPTION_UPLOAD_LIMIT } from '../shop/prescriptions/prescription-upload.service';
import {
  jpegPhoto,
  pdfDocument,
  PLAIN_PDF,
  pngImage,
  upload,
} from '../shop/prescriptions/rx-test-helpers';
import { startTestApp, type TestApp } from '../test/test-app';
import { snapshot } from './hostile-cases';

// The prescription upload (POST /api/prescriptions) is the only public write that takes a file.
// Whatever is sent, either a clean file is stored (a photo drawn afresh as WebP, a PDF without
// scripts or attachments) or nothing is, with a 4xx that says what to send instead.

const MB = 1024 * 1024;
const ZIP_WITH_HTML = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.from('evil.html<html><script>alert(document.cookie)</script></html>'),
]);

/** Whatever the answer, these must never be among the stored bytes. */
const SMUGGLED = ['PK\u0003\u0004', '<script', '<html', 'SecretModel', 'alert('];

async function storedBytesOfLastUpload(app: TestApp): Promise<{ kind: string; bytes: Buffer }> {
  const [row] = await app.dataSource.query(
    `SELECT kind, bytes FROM prescription ORDER BY id DESC LIMIT 1`,
  );
  return row;
}

/** A raw POST that sends `total` bytes in 1 MB chunks, stopping when the answer comes. */
function pushBody(
  url: string,
  total: number,
  { declareLength }: { declareLength: boolean },
): Promise<{ status: number; body: string; sentBeforeAnswer: number }> {
  const target = new URL(`${url}/api/prescriptions`);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        headers: {
          'content-type': 'image/jpeg',
          ...(declareLength ? { 'content-length': String(total) } : {}),
        },
      },
      (res) => {
        answered = true;
        const sentBeforeAnswer = sent;
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, sentBeforeAnswer }));
        res.on('error', reject);
      },
    );
    // The server may close the connection mid-upload once it has answered: expected.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.alloc(MB, 0xff);
    const write = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once('drain', write);
          return;
        }
      }
      if (!answered) req.end();
    };
    write();
  });
}

describe('hostile prescription uploads', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ rateLimitScale: 1e6 });
  });
  afterAll(() => app.close());

  async function expectRefused(
    bytes: Buffer,
    contentType: string,
    status: number,
    message: RegExp,
  ): Promise<void> {
    const before = await snapshot(app.dataSource);
    const answer = await upload(app.url, bytes, contentType);
    expect({ status: answer.status, error: answer.body?.error }).toEqual({
      status,
      error: expect.stringMatching(message),
    });
    expect(answer.body.token).toBeUndefined();
    expect(await snapshot(app.dataSource)).toEqual(before);
  }

  it('keeps only the pixels of a JPEG with a ZIP and an HTML page appended (a polyglot)', async () => {
    const polyglot = Buffer.concat([await jpegPhoto(), ZIP_WITH_HTML]);
    const answer = await upload(app.url, polyglot, 'image/jpeg');
    expect(answer.status).toBe(201);
    expect(answer.body.kind).toBe('IMAGE');
    const stored = await storedBytesOfLastUpload(app);
    expect((await sharp(stored.bytes).metadata()).format).toBe('webp');
    const text = stored.bytes.toString('latin1');
    for (const part of SMUGGLED) expect(text).not.toContain(part);
  });

  it('refuses a GIF with a Java archive behind it (GIFAR)', async () => {
    const gifar = Buffer.concat([
      Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;', 'latin1'),
      ZIP_WITH_HTML,
    ]);
    await expectRefused(gifar, 'image/gif', 415, /photo of your prescription/);
  });

  it('refuses an SVG carrying a script, whatever type it claims', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
    );
    await expectRefused(svg, 'image/svg+xml', 415, /photo of your prescription/);
    await expectRefused(svg, 'image/png', 415, /photo of your prescription/);
  });

  it('refuses an HTML page that says it is a JPEG or a PDF', async () => {
    const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
    await expectRefused(html, 'image/jpeg', 415, /photo of your prescription/);
    await expectRefused(html, 'application/pdf', 415, /photo of your prescription/);
  });

  it('reads what a file is from its bytes, not its declared type or name', async () => {
    const png = await upload(app.url, await pngImage(), 'application/pdf');
    expect(png).toMatchObject({ status: 201, body: { kind: 'IMAGE' } });
    const pdf = await upload(app.url, PLAIN_PDF, 'image/jpeg');
    expect(pdf).toMatchObject({ status: 201, body: { kind: 'PDF' } });
  });

  it('refuses a truncated or corrupt photo', async () => {
    const truncated = (await jpegPhoto()).subarray(0, 40);
    await expectRefused(truncated, 'image/jpeg', 400, /could not be read/);
    const magicOnly = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(2000, 7)]);
    await expectRefused(magicOnly, 'image/jpeg', 400, /could not be read/);
  });

  it.each([
    [
      'JavaScript run on opening',
      pdfDocument('/OpenAction 4 0 R', '4 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj'),
    ],
    [
      'a /JS action on a page',
      pdfDocument('', '4 0 obj << /Type /Action /S /JavaScript /JS 5 0 R >> endobj'),
    ],
    ['a name written in hex escapes', pdfDocument('/OpenAction << /S /J#61vaScript /J#53 (x) >>')],
    ['a program launched', pdfDocument('/OpenAction << /S /Launch /F (cmd.exe) >>')],
    ['an embedded file', pdfDocument('/Names << /EmbeddedFiles << /Names [(a.exe) 4 0 R] >> >>')],
    ['an XFA form', pdfDocument('/AcroForm << /XFA 4 0 R >>')],
  ])('refuses a PDF with %s', async (_label, pdf) => {
    await expectRefused(pdf, 'application/pdf', 415, /scripts or attachments/);
  });

  it('refuses a PDF hiding JavaScript in a compressed object stream', async () => {
    const hidden = deflateSync(
      Buffer.from('4 0 << /Type /Action /S /JavaScript /JS (app.alert(1)) >>'),
    );
    const pdf = Buffer.concat([
      Buffer.from(
        `%PDF-1.5\n1 0 obj << /Type /Catalog /OpenAction 4 0 R >> endobj\n5 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${hidden.length} >>\nstream\n`,
        'latin1',
      ),
      hidden,
      Buffer.from('\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1'),
    ]);
    await expectRefused(pdf, 'application/pdf', 415, /scripts or attachments/);
  });

  it('stores a plain PDF exactly as sent (it is only ever downloaded)', async () => {
    const answer = await upload(app.url, PLAIN_PDF, 'application/pdf');
    expect(answer.status).toBe(201);
    const stored = await storedBytesOfLastUpload(app);
    expect(stored.kind).toBe('PDF');
    expect(stored.bytes.equals(PLAIN_PDF)).toBe(true);
  });

  it('refuses an empty body', async () => {
    await expectRefused(Buffer.alloc(0), 'image/jpeg', 400, /choose a file/);
  });

  it('answers 50 MB with 413 before reading it, storing nothing', async () => {
    const before = await snapshot(app.dataSource);
    const declared = await pushBody(app.url, 50 * MB, { declareLength: true });
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body).error).toMatch(/larger than 5 MB/);
    // Answered long before the 50 MB were through: at most what the socket buffers took.
    expect(declared.sentBeforeAnswer).toBeLessThan(20 * MB);
    const streamed = await pushBody(app.url, 50 * MB, { declareLength: false });
    expect(streamed.status).toBe(413);
    expect(await snapshot(app.dataSource)).toEqual(before);
  });

  it('takes a file of exactly 5 MB and refuses one byte more', async () => {
    const padded = (size: number) =>
      Buffer.concat([PLAIN_PDF, Buffer.alloc(size - PLAIN_PDF.length, 0x20)]);
    expect((await upload(app.url, padded(5 * MB), 'application/pdf')).status).toBe(201);
    await expectRefused(padded(5 * MB + 1), 'application/pdf', 413, /larger than 5 MB/);
  });

  it('lists and serves nothing publicly', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const answer = await fetch(`${app.url}/api/prescriptions`, { method });
      expect({ method, status: answer.status }).toEqual({ method, status: 404 });
    }
  });
});

describe('prescription uploads per client address', () => {
  it(`takes ${PRESCRIPTION_UPLOAD_LIMIT.limit} an hour, refused files included, then says to wait`, async () => {
    const app = await startTestApp({ rateLimitScale: 1 });
    try {
      const photo = await jpegPhoto(32, 32);
      for (let i = 0; i < PRESCRIPTION_UPLOAD_LIMIT.limit; i += 1) {
        const answer = await upload(app.url, i % 2 ? photo : Buffer.from('not a file'));
        expect(answer.status).toBe(i % 2 ? 201 : 415);
      }
      const before = await snapshot(app.dataSource);
      const limited = await upload(app.url, photo, 'image/jpeg');
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(limited.body).toMatchObject({
        code: 'RATE_LIMITED',
        error: PRESCRIPTION_UPLOAD_LIMIT.message,
      });
      expect(await snapshot(app.dataSource)).toEqual(before);
    } finally {
      await app.close();
    }
  });
});
