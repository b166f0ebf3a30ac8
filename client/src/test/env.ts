// Stand-in for src/config/env.ts in Jest, which cannot read import.meta.env.
export const env = {
  apiOrigin: '',
  graphqlUrl: 'http://localhost/graphql',
  isDev: false,
} as const;
