import type { RequestLoaders } from './common/loaders';
import type { RequestContext } from './common/request-context';
import type { Services } from './services';

/** What a request's DataLoaders are made from. */
export type LoaderDependencies = Services & { request: RequestContext };

/** What every resolver receives, whether the request came to /graphql or renders a page. */
export interface AppContext {
  request: RequestContext;
  services: Services;
  /** This request's DataLoaders: fields resolved per item of a list batch into one query. */
  loaders: RequestLoaders<LoaderDependencies>;
  /** Set while the server renders a page: its operations are part of that one expensive read. */
  renderingPage?: boolean;
}
