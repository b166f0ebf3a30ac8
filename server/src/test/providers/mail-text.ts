/**
 * Just enough of RFC 5322/2045/2047 to read what nodemailer sends a single-part text message as:
 * unfolded headers, encoded words in them, and a quoted-printable, base64 or 7bit body.
 */

export interface ParsedMail {
  /** Header names lower-cased; values unfolded and decoded. */
  headers: Map<string, string>;
  text: string;
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([bBqQ])\?([^?]*)\?=/g, (_all, _charset: string, kind: string, data) => {
      const bytes =
        kind.toUpperCase() === 'B'
          ? Buffer.from(data as string, 'base64')
          : quotedPrintable((data as string).replace(/_/g, ' '));
      return bytes.toString('utf8');
    });
}

function quotedPrintable(text: string): Buffer {
  const input = Buffer.from(text.replace(/=\r?\n/g, ''), 'utf8');
  const bytes: number[] = [];
  for (let i = 0; i < input.length; i += 1) {
    const hex = input.subarray(i + 1, i + 3).toString('latin1');
    if (input[i] === 0x3d && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(input[i]);
    }
  }
  return Buffer.from(bytes);
}

export function parseMail(raw: string): ParsedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = split >= 0 ? raw.slice(0, split) : raw;
  const body = split >= 0 ? raw.slice(split + 4) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      headers.set(
        line.slice(0, colon).trim().toLowerCase(),
        decodeWords(line.slice(colon + 1).trim()),
      );
    }
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? quotedPrintable(body).toString('utf8')
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return { headers, text: text.replace(/\r\n/g, '\n').replace(/\n$/, '') };
}
