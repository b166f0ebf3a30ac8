// What the server's page renderer (entry-server.tsx) takes from the start-up module.
export { APOLLO_STATE_ID, PAGE_MESSAGES_ID } from './page-data';
export { createServerStyles } from './server-styles';
export type {
  Execute,
  GraphQLRequest,
  GraphQLResult,
  PageHead,
  RenderedPage,
  RenderOptions,
} from './renderer-contract';
