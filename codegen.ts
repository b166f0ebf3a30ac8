import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed documents only (no generated hooks): each operation lives in
// client/src/features/<domain>/api/<operation>.ts and calls useQuery/useMutation itself.
const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  documents: ['client/src/**/*.{ts,tsx}', '!client/src/graphql/__generated__/**'],
  ignoreNoDocuments: true,
  generates: {
    'client/src/graphql/__generated__/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false, gqlTagName: 'graphql' },
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        nonOptionalTypename: true,
        defaultScalarType: 'unknown',
        scalars: { DateTime: 'string', DateTimeISO: 'string', Date: 'string' },
      },
    },
  },
};

export default config;
