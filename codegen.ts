import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed documents only (no generated hooks): each operation lives in
// client/src/features/<domain>/api/<operation>.ts and calls useQuery/useMutation itself.
const presetConfig = { fragmentMasking: false, gqlTagName: 'graphql' };
const config = {
  enumsAsTypes: true,
  useTypeImports: true,
  nonOptionalTypename: true,
  defaultScalarType: 'unknown',
  scalars: { DateTime: 'string', DateTimeISO: 'string', Date: 'string', JSON: 'unknown' },
};

// Two schemas, two targets: the staff console's documents (client/src/staff/) are checked against
// the staff schema only, and never end up among the public site's generated documents.
const codegen: CodegenConfig = {
  ignoreNoDocuments: true,
  generates: {
    'client/src/graphql/__generated__/': {
      schema: 'schema/schema.graphql',
      documents: [
        'client/src/**/*.{ts,tsx}',
        '!client/src/graphql/__generated__/**',
        '!client/src/staff/**',
      ],
      preset: 'client',
      presetConfig,
      config,
    },
    'client/src/staff/graphql/__generated__/': {
      schema: 'schema/staff.graphql',
      documents: ['client/src/staff/**/*.{ts,tsx}', '!client/src/staff/graphql/__generated__/**'],
      preset: 'client',
      presetConfig,
      config,
    },
  },
};

export default codegen;
