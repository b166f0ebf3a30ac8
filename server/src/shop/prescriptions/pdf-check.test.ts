import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { activeContentOf, looksLikePdf } from './pdf-check';

const pdf = (...parts: (string | Buffer)[]) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : part)),
  );

describe('active content in a PDF', () => {
  it('finds scripts, launches and attachments in its objects, written any way', () => {
    expect(activeContentOf(pdf('%PDF-1.4\n1 0 obj << /S /JavaScript /JS (x) >> endobj'))).toBe(
      'JavaScript',
    );
    expect(activeContentOf(pdf('%PDF-1.4\n1 0 obj << /S /J#61vaScript >> endobj'))).toBe(
      'JavaScript',
    );
    expect(activeContentOf(pdf('%PDF-1.4\n1 0 obj<</S/Launch/F(cmd)>>endobj'))).toBe('Launch');
    expect(activeContentOf(pdf('%PDF-1.4\n1 0 obj << /EmbeddedFiles 2 0 R >> endobj'))).toBe(
      'EmbeddedFiles',
    );
  });

  it('finds a script inside a compressed object stream', () => {
    const hidden = deflateSync(Buffer.from('4 0 << /S /JavaScript /JS (app.alert(1)) >>'));
    const file = pdf(
      '%PDF-1.5\n5 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>\nstream\n',
      hidden,
      '\nendstream\nendobj\n%%EOF',
    );
    expect(activeContentOf(file)).toBe('JavaScript');
  });

  it('passes a plain document whose photo bytes happen to spell /JS', () => {
    const photo = Buffer.concat([randomBytes(1000), Buffer.from('/JS '), randomBytes(1000)]);
    const file = pdf(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction [3 0 R /Fit] >> endobj\n',
      '4 0 obj << /Type /XObject /Subtype /Image /Filter /DCTDecode >>\nstream\n',
      photo,
      '\nendstream\nendobj\n%%EOF',
    );
    expect(activeContentOf(file)).toBeNull();
    // Names are case-sensitive: /js is not a script.
    expect(activeContentOf(pdf('%PDF-1.4\n1 0 obj << /js 1 /launch 2 >> endobj'))).toBeNull();
  });

  it('knows a PDF by its first bytes only', () => {
    expect(looksLikePdf(Buffer.from('%PDF-1.7'))).toBe(true);
    expect(looksLikePdf(Buffer.from(' %PDF-1.7'))).toBe(false);
  });
});
