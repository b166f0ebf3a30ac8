import { constants, inflateSync } from 'node:zlib';

/** A PDF starts with these bytes; its name and declared type are never trusted. */
export function looksLikePdf(bytes: Buffer): boolean {
  return bytes.subarray(0, 5).toString('latin1') === '%PDF-';
}

/**
 * Names a PDF uses to run code or carry other files when opened: scripts (JavaScript, JS, XFA
 * forms, rich media), launching programs, embedded files, submitting or importing data. An
 * /OpenAction or /AA on its own only moves to a page; with a script it is caught by /JS. PDF
 * names are case-sensitive: /js is not /JS.
 */
const ACTIVE_NAMES = new Set([
  'JS',
  'JavaScript',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
  'SubmitForm',
  'ImportData',
  'GoToE',
]);

/** Names as a reader sees them: `/J#61vaScript` is `/JavaScript`. */
function* namesIn(text: string): Generator<string> {
  for (const match of text.matchAll(/\/([^\s/<>[\]()%{}]+)/g)) {
    yield match[1].replace(/#([0-9a-fA-F]{2})/g, (_m, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
  }
}

/** Inflated object streams are read too; each at most this long (a deflate bomb stops here). */
const MAX_INFLATED = 20 * 1024 * 1024;

/**
 * The parts of a PDF where dictionaries (and so actions) can be: everything outside its streams,
 * and its object streams (/ObjStm) inflated. Other streams (page content, photos) are left out:
 * a scanned photo's bytes would now and then spell /JS by chance.
 */
function* structureOf(bytes: Buffer): Generator<string> {
  const text = bytes.toString('latin1');
  const start = /stream\r?\n/g;
  let from = 0;
  let match: RegExpExecArray | null;
  while ((match = start.exec(text)) !== null) {
    if (text.slice(Math.max(0, match.index - 3), match.index) === 'end') continue;
    const body = match.index + match[0].length;
    const end = text.indexOf('endstream', body);
    if (end < 0) break;
    const before = text.slice(from, match.index);
    yield before;
    // This stream's own dictionary: after the last "obj" keyword before it.
    const dictionary = before.slice(Math.max(0, before.lastIndexOf('obj')));
    if (/\/Type\s*\/ObjStm/.test(dictionary)) {
      try {
        yield inflateSync(bytes.subarray(body, end), {
          maxOutputLength: MAX_INFLATED,
          // A stream cut short still yields what it holds.
          finishFlush: constants.Z_SYNC_FLUSH,
        }).toString('latin1');
      } catch {
        // Not deflated: an object stream a reader could not read either.
      }
    }
    from = end;
    start.lastIndex = end + 'endstream'.length;
  }
  yield text.slice(from);
}

/**
 * The first active name a PDF holds (in its objects or its compressed object streams), or null
 * for a plain document: a scan, a photo saved as PDF, text.
 */
export function activeContentOf(bytes: Buffer): string | null {
  for (const part of structureOf(bytes)) {
    for (const name of namesIn(part)) if (ACTIVE_NAMES.has(name)) return name;
  }
  return null;
}
