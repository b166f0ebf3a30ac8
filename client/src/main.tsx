import { loadInSteps } from './ssr/loader';

// The app's code in the order it builds on itself: React DOM, MUI's theme, Apollo, the router,
// the providers, then the app. The order is pinned by e2e/start-up.spec.ts.
void loadInSteps(
  [
    () => import('react-dom/client'),
    () => import('./app/theme'),
    () => import('./lib/apollo-client'),
    () => import('./ssr/router-library'),
    () => import('./app/providers'),
  ],
  () => import('./start'),
);
