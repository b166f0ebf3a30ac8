import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const generatedDir = path.resolve(import.meta.dirname, '../src/graphql/__generated__');
const gqlFile = path.join(generatedDir, 'gql.ts');
const documentsFile = path.join(generatedDir, 'graphql.ts');

/** Each operation's source text (as written in graphql(`...`)) to its document, as JSON text. */
function readDocuments(): Map<string, string> {
  const json = new Map<string, string>();
  const documents = readFileSync(documentsFile, 'utf8');
  for (const [, name, body] of documents.matchAll(
    /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm,
  )) {
    json.set(name, body);
  }
  const gql = readFileSync(gqlFile, 'utf8');
  const map = gql.slice(gql.indexOf('const documents'));
  const bySource = new Map<string, string>();
  for (const [, key, name] of map.matchAll(/^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm)) {
    const body = json.get(name);
    if (body) bySource.set(JSON.parse(key) as string, body);
  }
  return bySource;
}

const call = /\bgraphql\(`([^`]*)`\)/g;
const gqlImport = /^import \{ graphql \} from '[./]+\/graphql\/__generated__\/gql';$/m;

/**
 * Puts each graphql(`query X ...`) document where it is written, as its generated AST. Through
 * gql.ts every page would load every operation of the site: gql.ts maps all of them, and even
 * imported by name from graphql.ts they would share one chunk, since a bundler never splits a
 * module. Here each document travels with the one module that declares it. (GraphQL Code
 * Generator's Babel plugin does the same for bundlers that run Babel.)
 */
export function graphqlDocuments(): Plugin {
  let documents = new Map<string, string>();
  return {
    name: 'clinic:graphql-documents',
    enforce: 'pre',
    buildStart() {
      documents = readDocuments();
      this.addWatchFile(gqlFile);
      this.addWatchFile(documentsFile);
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(generatedDir) || !code.includes('graphql(`')) {
        return null;
      }
      const inlined = code.replace(call, (_, text: string) => {
        const document = documents.get(text);
        if (!document) {
          this.error(`${id}: a graphql() document is not generated yet; run \`npm run codegen\``);
        }
        // As many lines as the call had, so the rest of the file keeps its line numbers.
        return `(${document})` + '\n'.repeat(text.split('\n').length - 1);
      });
      return { code: inlined.replace(gqlImport, ''), map: null };
    },
  };
}
