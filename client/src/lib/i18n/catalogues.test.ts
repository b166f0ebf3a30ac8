import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { locales } from './locales';

// Every catalogue (a locales/<language>/messages.po beside a feature's code) has the same
// messages in every language, each with the same placeholders, and its compiled messages.ts is
// what the app loads. A message added in English only, or a Hindi one that drops {phone}, fails.

const SRC = path.join(__dirname, '..', '..');

function catalogueDirs(): string[] {
  return readdirSync(SRC, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name === 'locales')
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The messages of a PO file: id -> text (our ids and texts are one line each). */
function readPo(file: string): Map<string, string> {
  const messages = new Map<string, string>();
  const entries = readFileSync(file, 'utf8').matchAll(/^msgid "(.+)"\nmsgstr "(.*)"$/gm);
  for (const [, id, text] of entries) messages.set(id, text);
  return messages;
}

/** The names a message fills in ({name}, {count, plural, ...}), sorted. */
const placeholders = (text: string) =>
  [
    ...new Set(
      [
        ...text.matchAll(
          /\{(\w+)\s*(?:\}|,\s*(?:plural|select|selectordinal|number|date|time)\b)/g,
        ),
      ].map((m) => m[1]),
    ),
  ].sort();

const dirs = catalogueDirs();

it('finds the catalogues', () => {
  expect(dirs.map((dir) => path.relative(SRC, dir)).sort()).toEqual(
    expect.arrayContaining(['app/locales', 'features/search/locales']),
  );
});

describe.each(dirs.map((dir) => [path.relative(SRC, dir), dir]))('%s', (_name, dir) => {
  const [source, ...others] = locales.map((locale) => ({
    locale,
    messages: readPo(path.join(dir, locale, 'messages.po')),
  }));

  it.each(others.map((other) => [other.locale, other]))(
    'has every message in %s and English, with the same placeholders',
    (_locale, other) => {
      expect([...other.messages.keys()].sort()).toEqual([...source.messages.keys()].sort());
      for (const [id, text] of other.messages) {
        expect({ id, text: text.length > 0 }).toEqual({ id, text: true });
        expect({ id, placeholders: placeholders(text) }).toEqual({
          id,
          placeholders: placeholders(source.messages.get(id) ?? ''),
        });
      }
    },
  );

  it.each(locales.map((locale) => [locale]))('is compiled for %s as written', async (locale) => {
    const { messages } = (await import(path.join(dir, locale, 'messages.ts'))) as {
      messages: Record<string, unknown>;
    };
    expect(Object.keys(messages).sort()).toEqual(
      [...readPo(path.join(dir, locale, 'messages.po')).keys()].sort(),
    );
  });
});

// A language's catalogues all load into one Lingui instance (catalogue.ts): an id two features
// share would show whichever loaded last on both.
it('gives every message an id no other catalogue uses', () => {
  const owners = new Map<string, string[]>();
  for (const dir of dirs) {
    for (const id of readPo(path.join(dir, 'en', 'messages.po')).keys()) {
      owners.set(id, [...(owners.get(id) ?? []), path.relative(SRC, dir)]);
    }
  }
  const shared = [...owners].filter(([, where]) => where.length > 1);
  expect(Object.fromEntries(shared)).toEqual({});
});
