import 'reflect-metadata';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { repoRoot } from '../common/config';
import { buildAppSchema } from '../schema';

/**
 * Writes the GraphQL contract to schema/schema.graphql (sorted, so it only changes when the API
 * does). `--check` exits 1 when the committed file is out of date; `--out <path>` writes elsewhere.
 */
async function emitSchema(argv: string[]): Promise<number> {
  const outIndex = argv.indexOf('--out');
  const out =
    outIndex >= 0 && argv[outIndex + 1]
      ? path.resolve(argv[outIndex + 1])
      : path.join(repoRoot, 'schema', 'schema.graphql');
  const printed = `${printSchema(lexicographicSortSchema(await buildAppSchema()))}\n`;

  if (argv.includes('--check')) {
    let committed = '';
    try {
      committed = readFileSync(out, 'utf8');
    } catch {
      // A missing file is simply out of date.
    }
    if (committed !== printed) {
      console.error(
        `${path.relative(process.cwd(), out)} is out of date: run npm run emit-schema -w server`,
      );
      return 1;
    }
    console.log(`${path.relative(process.cwd(), out)} is up to date`);
    return 0;
  }

  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, printed);
  console.log(`wrote ${path.relative(process.cwd(), out)}`);
  return 0;
}

emitSchema(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
