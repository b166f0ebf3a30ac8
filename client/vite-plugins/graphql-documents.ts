import path from 'node:path';
import { transformAsync } from '@babel/core';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import type { Plugin } from 'vite';

const generatedDir = path.resolve(import.meta.dirname, '../src/graphql/__generated__');
const documentsFile = path.join(generatedDir, 'graphql.ts');

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
      if (!importer || importer.startsWith(generatedDir) || !/\/graphql(\.ts)?$/.test(source)) {
        return null;
      }
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      if (resolved?.id !== documentsFile) return null;
      return `${documentsFile}?for=${encodeURIComponent(path.relative(generatedDir, importer))}`;
    },
    async transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(generatedDir) || !code.includes('graphql(`')) {
        return null;
      }
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [
          [babelOptimizerPlugin, { artifactDirectory: generatedDir, gqlTagName: 'graphql' }],
        ],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
