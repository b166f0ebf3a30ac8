import { constants, inflateSync } from 'node:zlib';

/** A PDF starts with these bytes; its name and declared type are never trusted. */
export function looksLikePdf(bytes: Buffer): boolean {
  return bytes.subarray(0, 5).toString('latin1') === '%PDF-';
}

/**
 * Names a PDF uses to run code or carry other files when opened: scripts (JavaScript, JS, XFA
 * forms, rich media), launching programs, embedded files, submitting or importing data. An
 * /OpenAction or /AA on its own only moves to a page; with a script it is caught by /JS.
 */
const ACTIVE_NAMES = [
  'js',
  'javascript',
  'launch',
  'embeddedfile',
  'embeddedfiles',
  'richmedia',
  'xfa',
  'submitform',
  'importdata',
  'gotoe',
];

/** Names as a reader sees them: `/J#61vaScript` is `/JavaScript`. */
function namesIn(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(/\/([^\s/<>[\]()%{}]+)/g)) {
    const decoded = match[1].replace(/#([0-9a-fA-F]{2})/g, (_m, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
    names.push(decoded.toLowerCase());
  }
  return names;
}

/** Inflated streams are read too (object streams hide dictionaries); each at most this long. */
const MAX_INFLATED = 20 * 1024 * 1024;

/** The bodies of the file's compressed streams, inflated where they inflate. */
function* inflatedStreams(bytes: Buffer): Generator<string> {
  const text = bytes.toString('latin1');
  const start = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = start.exec(text)) !== null) {
    const from = match.index + match[0].length;
    const to = text.indexOf('endstream', from);
    if (to < 0) return;
    try {
      yield inflateSync(bytes.subarray(from, to), {
        maxOutputLength: MAX_INFLATED,
        // A stream cut short still yields what it holds.
        finishFlush: constants.Z_SYNC_FLUSH,
      }).toString('latin1');
    } catch {
      // Not deflated (an image, plain text): its raw bytes were read with the rest.
    }
    start.lastIndex = to;
  }
}

/**
 * The first active name a PDF holds (in its own bytes or in its compressed streams), or null
 * for a plain document: a scan, a photo saved as PDF, text.
 */
export function activeContentOf(bytes: Buffer): string | null {
  const texts = [bytes.toString('latin1'), ...inflatedStreams(bytes)];
  for (const text of texts) {
    const found = namesIn(text).find((name) => ACTIVE_NAMES.includes(name));
    if (found) return found;
  }
  return null;
}
