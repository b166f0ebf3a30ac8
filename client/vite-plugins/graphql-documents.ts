import path from 'node:path';
import { transformAsync } from '@babel/core';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import type { Plugin } from 'vite';

const srcDir = path.resolve(import.meta.dirname, '../src');
const staffDir = path.join(srcDir, 'staff');
/** Two codegen targets: the staff console's documents are typed by the staff schema. */
const generatedDirs = [
  path.join(srcDir, 'graphql/__generated__'),
  path.join(staffDir, 'graphql/__generated__'),
];
const generatedDirFor = (file: string) =>
  file.startsWith(staffDir + path.sep) ? generatedDirs[1] : generatedDirs[0];
const isGenerated = (file: string) => generatedDirs.some((dir) => file.startsWith(dir));

/**
 * Codegen's own Babel plugin turns each graphql(`...`) call into an import of its generated
 * document from graphql.ts (gql.ts maps every operation of the site, so through it every page
 * would load all of them). A bundler never splits a module, so one graphql.ts would still be one
 * chunk holding every document some page uses; here each module that imports documents gets an
 * instance of graphql.ts of its own, which the bundler trims to the documents that module uses.
 * (@vitejs/plugin-react no longer runs Babel, and @rolldown/plugin-babel needs Node 22.)
 */
export function graphqlDocuments(): Plugin {
  return {
    name: 'clinic:graphql-documents',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer || isGenerated(importer) || !/\/graphql(\.ts)?$/.test(source)) {
        return null;
      }
      const generatedDir = generatedDirFor(importer);
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      if (resolved?.id !== path.join(generatedDir, 'graphql.ts')) return null;
      return `${resolved.id}?for=${encodeURIComponent(path.relative(generatedDir, importer))}`;
    },
    async transform(code, id) {
      if (!/\.tsx?$/.test(id) || isGenerated(id) || !code.includes('graphql(`')) {
        return null;
      }
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [
          [babelOptimizerPlugin, { artifactDirectory: generatedDirFor(id), gqlTagName: 'graphql' }],
        ],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
