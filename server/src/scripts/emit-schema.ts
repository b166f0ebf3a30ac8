import 'reflect-metadata';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { repoRoot } from '../common/config';
import { buildAppSchema } from '../schema';
import { buildStaffSchema } from '../staff-schema';

/** The contracts: the public schema and the staff schema, each in its own file. */
const SCHEMAS: { file: string; build: () => Promise<GraphQLSchema> }[] = [
  { file: 'schema.graphql', build: buildAppSchema },
  { file: 'staff.graphql', build: buildStaffSchema },
];

/**
 * Writes the GraphQL contracts to schema/schema.graphql and schema/staff.graphql (sorted, so
 * they only change when an API does). `--check` exits 1 when a committed file is out of date;
 * `--out <dir>` writes them elsewhere.
 */
async function emitSchema(argv: string[]): Promise<number> {
  const outIndex = argv.indexOf('--out');
  const outDir =
    outIndex >= 0 && argv[outIndex + 1]
      ? path.resolve(argv[outIndex + 1])
      : path.join(repoRoot, 'schema');
  let status = 0;
  for (const { file, build } of SCHEMAS) {
    const out = path.join(outDir, file);
    const shown = path.relative(process.cwd(), out);
    const printed = `${printSchema(lexicographicSortSchema(await build()))}\n`;

    if (argv.includes('--check')) {
      let committed = '';
      try {
        committed = readFileSync(out, 'utf8');
      } catch {
        // A missing file is simply out of date.
      }
      if (committed !== printed) {
        console.error(`${shown} is out of date: run npm run emit-schema -w server`);
        status = 1;
      } else console.log(`${shown} is up to date`);
      continue;
    }

    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, printed);
    console.log(`wrote ${shown}`);
  }
  return status;
}

emitSchema(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
